import { describe, expect, it } from 'vitest';
import { serializePageState } from './page-state';

describe('the page state block', () => {
  it('cannot be closed by text in the data, and parses back to the same data', () => {
    const rendered = { '/api/blogs': [{ title: '</script><script>alert(1)</script> \u2028 ok' }] };
    const html = serializePageState({ rendered });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual({ rendered });
  });
});
