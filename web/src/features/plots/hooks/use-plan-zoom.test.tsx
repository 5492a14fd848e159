// @vitest-environment jsdom
import Panzoom from '@panzoom/panzoom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PANZOOM_OPTIONS, PLAN_CONTENT_STYLE, PLAN_VIEWPORT_STYLE } from './use-plan-zoom';

/** The plan's box and the plan as the server draws them, in the document. */
function serverPlan(): { viewport: HTMLElement; content: HTMLElement } {
  document.body.innerHTML = renderToStaticMarkup(
    createElement('div', { id: 'viewport', style: PLAN_VIEWPORT_STYLE }, createElement('div', { id: 'content', style: PLAN_CONTENT_STYLE })),
  );
  return { viewport: document.getElementById('viewport')!, content: document.getElementById('content')! };
}

describe('the plan as the server draws it', () => {
  it('already has every style Panzoom gives it as it starts, so starting it restyles nothing', async () => {
    const { viewport, content } = serverPlan();
    const before = { viewport: viewport.getAttribute('style'), content: content.getAttribute('style') };
    Panzoom(content, PANZOOM_OPTIONS);
    // Its first transform is written in the next frame.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const styles = (element: HTMLElement) =>
      Object.fromEntries([...element.style].filter((name) => name !== 'transition').map((name) => [name, element.style.getPropertyValue(name)]));
    serverPlan();
    const drawn = { viewport: document.getElementById('viewport')!, content: document.getElementById('content')! };
    expect(styles(viewport)).toEqual(styles(drawn.viewport));
    expect(styles(content)).toEqual(styles(drawn.content));
    expect(before.viewport).not.toBe('');
    expect(before.content).not.toBe('');
  });
});
