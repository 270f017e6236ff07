// The one importer of secretlint: its recommended rule set (cloud keys, API tokens, private keys,
// connection strings, basic-auth URLs, ...) run over a text, as spans of the text with the rule
// that found them. secretlint's lintSource is async and slows down with the number of matches, so
// a text is scanned in pieces of at most PIECE_CHARS (cut at line ends), never all at once.
import { lintSource } from '@secretlint/core';
import { creator as recommended } from '@secretlint/secretlint-rule-preset-recommend';

/** The longest piece of text handed to secretlint at once. */
const PIECE_CHARS = 64 * 1024;

export interface RuleSecret {
  start: number;
  end: number;
  /** The rule and what it found, e.g. "aws: AWSSecretAccessKey". */
  rule: string;
}

const CONFIG = { rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: recommended }] };

/** Every secret the recommended rules find in `text`, as offsets into it. */
export async function findRuleSecrets(text: string): Promise<RuleSecret[]> {
  const found: RuleSecret[] = [];
  for (const { offset, piece } of pieces(text)) {
    const result = await lintSource({
      source: { filePath: 'captured.txt', content: piece, contentType: 'text' },
      // maskSecrets: the messages are never shown, but nothing secretlint keeps holds the value either.
      options: { config: CONFIG, maskSecrets: true, noPhysicFilePath: true },
    });
    for (const m of result.messages) {
      const [start, end] = m.range;
      if (end <= start) continue;
      found.push({
        start: offset + start,
        end: offset + end,
        rule: `${m.ruleId.replace(/^@secretlint\/secretlint-rule-/, '')}: ${m.messageId}`,
      });
    }
  }
  return found;
}

function* pieces(text: string): Generator<{ offset: number; piece: string }> {
  let offset = 0;
  while (offset < text.length) {
    let end = Math.min(text.length, offset + PIECE_CHARS);
    if (end < text.length) {
      const newline = text.lastIndexOf('\n', end);
      if (newline > offset) end = newline + 1;
    }
    yield { offset, piece: text.slice(offset, end) };
    offset = end;
  }
}
