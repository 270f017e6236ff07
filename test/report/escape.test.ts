import { describe, expect, it } from 'vitest';
import { clip, escapeHtml, escapeXml, mdCode, mdText, neutraliseMentions } from '../../src/report/escape.ts';

describe('escape', () => {
  it('neutralises user and team mentions but leaves e-mail-like text readable', () => {
    expect(neutraliseMentions('cc @octocat and @org/team')).toBe('cc @\u200Doctocat and @\u200Dorg/team');
    expect(neutraliseMentions('a @ b')).toBe('a @ b');
  });

  it('keeps Markdown text on one line with no live markup', () => {
    expect(mdText('a|b `c` *d* _e_ ~f~ [g](h) <i>&\nnext')).toBe('a\\|b \\`c\\` \\*d\\* \\_e\\_ \\~f\\~ \\[g\\](h) &lt;i&gt;&amp; next');
  });

  it('fences code spans longer than any backtick run inside', () => {
    expect(mdCode('plain')).toBe('`plain`');
    expect(mdCode('a `b` c')).toBe('``a `b` c``');
    expect(mdCode('`edge`')).toBe('`` `edge` ``');
    expect(mdCode('x ``` y')).toBe('````x ``` y````');
    expect(mdCode('a|b\nc', { inTable: true })).toBe('`a\\|b⏎c`');
    expect(mdCode('')).toBe('(empty)');
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
