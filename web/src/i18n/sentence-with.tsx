import type { ReactNode } from 'react';

/** Where a sentence of the dictionary takes a node: a character no sentence holds. */
const SLOT = '\u2063';

/**
 * A dictionary sentence of one argument with a node in its place: a plot's title marked as
 * English (`<Localized>`) inside a Telugu sentence, wherever the sentence puts it.
 */
export function sentenceWith(sentence: (slot: string) => string, node: ReactNode): ReactNode {
  const [before, after] = sentence(SLOT).split(SLOT);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}
