/**
 * End-to-end checks wait for their condition (docs/decisions/011-e2e-assertions-wait.md): a read
 * of the page inside `expect(...)` is taken once, at whatever moment the line runs, and on a busy
 * machine that moment comes before the render it checks. `await expect.poll(() => read)` reads
 * again until the matcher holds (up to the e2e config's poll timeout).
 *
 * Refused: inside the first argument of `expect(...)` / `expect.soft(...)`, outside any function
 * written there, an awaited call of a Playwright method that reads the page or an element
 * (`await x.textContent()`, `(await x.boundingBox())!.width` …), and `x.url()` (the page's address,
 * read at once without await; not on a value just awaited: `(await request).url()` names a request).
 * Calls on `store` (the second connection to the server's data, RunningServer.openStore) are reads
 * of the data, not of the page. The rule sees only these method names: a helper of a file that
 * returns a read of the page is polled the same way, by the writer's care.
 */
const PAGE_READS = new Set([
  'allInnerTexts',
  'allTextContents',
  'ariaSnapshot',
  'boundingBox',
  'content',
  'count',
  'evaluate',
  'evaluateAll',
  'getAttribute',
  'innerHTML',
  'innerText',
  'inputValue',
  'isChecked',
  'isDisabled',
  'isEditable',
  'isEnabled',
  'isHidden',
  'isVisible',
  'textContent',
  'title',
]);

const NOT_THE_PAGE = new Set(['store']);

function isExpect(callee) {
  if (callee.type === 'Identifier') return callee.name === 'expect';
  return callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'expect' && callee.property.type === 'Identifier' && callee.property.name === 'soft';
}

/** The identifier a chain of calls and property reads starts from (`store` of `store.plots.count`). */
function rootName(node) {
  let current = node;
  for (;;) {
    if (current.type === 'MemberExpression') current = current.object;
    else if (current.type === 'CallExpression') current = current.callee;
    else if (current.type === 'ChainExpression' || current.type === 'TSNonNullExpression') current = current.expression;
    else return current.type === 'Identifier' ? current.name : null;
  }
}

/** The method name of `x.name(…)` that reads the page, or null. */
function pageRead(call, { awaited }) {
  const callee = call.callee;
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return null;
  const name = callee.property.name;
  if (NOT_THE_PAGE.has(rootName(callee.object))) return null;
  if (awaited) return PAGE_READS.has(name) ? name : null;
  return name === 'url' && call.arguments.length === 0 && callee.object.type !== 'AwaitExpression' ? name : null;
}

export const e2eWaits = {
  meta: {
    type: 'problem',
    docs: { description: 'e2e assertions on the page wait for their condition: expect.poll, not a one-shot read inside expect().' },
    schema: [],
    messages: {
      oneShot:
        '`{{read}}()` reads the page once inside expect(): wait for the condition, `await expect.poll(() => ….{{read}}(…))` (docs/decisions/011-e2e-assertions-wait.md). A read that is one-shot on purpose takes an eslint-disable comment giving the reason.',
    },
  },
  create(context) {
    const keys = context.sourceCode.visitorKeys;
    const visit = (node, report) => {
      if (!node || typeof node.type !== 'string') return;
      // A function written inside expect(...) runs when it is called, not here.
      if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return;
      if (node.type === 'AwaitExpression' && node.argument.type === 'CallExpression') {
        const read = pageRead(node.argument, { awaited: true });
        if (read) report(node, read);
      } else if (node.type === 'CallExpression') {
        const read = pageRead(node, { awaited: false });
        if (read) report(node, read);
      }
      for (const key of keys[node.type] ?? []) {
        const child = node[key];
        if (Array.isArray(child)) for (const item of child) visit(item, report);
        else visit(child, report);
      }
    };
    return {
      CallExpression(node) {
        if (!isExpect(node.callee) || node.arguments.length === 0) return;
        visit(node.arguments[0], (at, read) => context.report({ node: at, messageId: 'oneShot', data: { read } }));
      },
    };
  },
};
