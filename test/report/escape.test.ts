import { describe, expect, it } from 'vitest';
import { clip, clipMarkdown, escapeHtml, escapeXml, mdCode, mdText, neutraliseMentions } from '../../src/report/escape.ts';

describe('escape', () => {
  it('neutralises user and team mentions but leaves e-mail-like text readable', () => {
    expect(neutraliseMentions('cc @octocat and @org/team')).toBe('cc @\u200Doctocat and @\u200Dorg/team');
    expect(neutraliseMentions('a @ b')).toBe('a @ b');
  });

  it('keeps Markdown text on one line with no live markup', () => {
    expect(mdText('a|b `c` *d* _e_ ~f~ [g](h) <i>&\nnext')).toBe('a\\|b \\`c\\` \\*d\\* \\_e\\_ \\~f\\~ \\[g\\](h) &lt;i&gt;&amp; next');
  });

  it('never starts a line with a command, a heading or a list, whatever the text', () => {
    expect(mdText('/eval rerun --all')).toBe('\\/eval rerun --all');
    expect(mdText('  /eval rerun')).toBe('  \\/eval rerun');
    expect(mdText('x\n/eval rerun --all')).toBe('x /eval rerun --all'); // one line: mid-line is inert
    expect(mdText('# Title')).toBe('\\# Title');
    expect(mdText('- item')).toBe('\\- item');
    expect(mdText('12. item')).toBe('12\\. item');
    expect(mdText('1.5 points')).toBe('1.5 points');
    expect(mdText('@octocat <img src=x onerror=alert(1)>')).toBe('@\u200Doctocat &lt;img src=x onerror=alert(1)&gt;');
  });

  it('fences code spans longer than any backtick run inside', () => {
    expect(mdCode('plain')).toBe('`plain`');
    expect(mdCode('a `b` c')).toBe('``a `b` c``');
    expect(mdCode('`edge`')).toBe('`` `edge` ``');
    expect(mdCode('x ``` y')).toBe('````x ``` y````');
    expect(mdCode('a|b\nc', { inTable: true })).toBe('`a\\|b⏎c`');
    expect(mdCode('')).toBe('(empty)');
  });

  it('cuts Markdown at the end of a line, so no code span is split', () => {
    const text = `${'a'.repeat(50)}\nrow \`@octocat <img>\` end\n`;
    expect(clipMarkdown(text, 60)).toBe('a'.repeat(50));
    expect(clipMarkdown('x'.repeat(9000), 5000)).toBe('x'.repeat(5000)); // a single long line
    expect(clipMarkdown('😀😀', 3)).toBe('😀');
    expect(clipMarkdown('short', 10)).toBe('short');
  });

  it('clips by code points, marking the cut', () => {
    expect(clip('abcdef', 4)).toBe('abc…');
    expect(clip('😀😀😀', 2)).toBe('😀…');
    expect(clip('abc', 3)).toBe('abc');
  });

  it('escapes HTML and XML, dropping what XML 1.0 cannot hold', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(escapeXml('a\u0000b\u001bc\uFFFEd\uD800e😀<&>')).toBe('abcde😀&lt;&amp;&gt;');
  });
});
