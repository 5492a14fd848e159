import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html-text';

describe('escapeHtml', () => {
  it('escapes the five characters HTML gives meaning to, and nothing else', () => {
    expect(escapeHtml(`© <b>Tiles</b> & "Co" 'x' తెలుగు`)).toBe('© &lt;b&gt;Tiles&lt;/b&gt; &amp; &quot;Co&quot; &#39;x&#39; తెలుగు');
  });
});
