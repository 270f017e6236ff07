// How a report marks commands and ids inside a sentence of the wording.

/** How a report marks commands and ids inside a sentence: Markdown code spans, HTML <code>, or as is. */
export interface CodeFormat {
  code: (text: string) => string;
}

export const AS_IS: CodeFormat = { code: (text) => text };
