import { dirname, relative, resolve, sep } from 'node:path';

/**
 * The web app's layers, one way: app/ composes features; a feature never imports another
 * feature; the shared layers (components/, hooks/, lib/, config/, i18n/) never import a feature,
 * and any feature may import them. An import is judged by the file it resolves to (the `@/` alias
 * or a relative path), so `../../other-feature/x` is caught as surely as `@/features/other-feature/x`.
 */
const WEB_SRC = resolve(import.meta.dirname, '../web/src');

/** The layers every feature may use and that never use a feature. */
const SHARED_LAYERS = new Set(['components', 'hooks', 'lib', 'config', 'i18n']);

/** 'features/<name>', 'components', 'hooks', 'lib', 'config', 'app' … of a path inside web/src, or null. */
function layerOf(file) {
  const inside = relative(WEB_SRC, file);
  if (inside.startsWith('..')) return null;
  const [top, second] = inside.split(sep);
  return top === 'features' && second ? `features/${second}` : top;
}

function targetOf(source, file) {
  if (source.startsWith('@/')) return resolve(WEB_SRC, source.slice(2));
  if (source.startsWith('.')) return resolve(dirname(file), source);
  return null;
}

export const webLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'Web layers import one way: features never import each other; components/, hooks/, lib/, config/ and i18n/ never import features.' },
    schema: [],
    messages: {
      featureToFeature: '{{from}} imports {{to}}: a feature never imports another feature. Move what both need to components/, hooks/, lib/ or @core, or compose them in app/.',
      sharedToFeature: '{{from}}/ imports {{to}}: shared code never depends on a feature.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = targetOf(source, file);
      const to = target && layerOf(target);
      if (!to || to === from || !to.startsWith('features/')) return;
      if (from.startsWith('features/')) context.report({ node, messageId: 'featureToFeature', data: { from, to } });
      else if (SHARED_LAYERS.has(from)) context.report({ node, messageId: 'sharedToFeature', data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
