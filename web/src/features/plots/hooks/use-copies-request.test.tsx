// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render-with-app';
import { askForCopies, useCopiesRequest } from './use-copies-request';

function Form({ plotId, asked }: { plotId: string; asked: string[] }) {
  useCopiesRequest(plotId, () => asked.push(plotId));
  return null;
}

describe('useCopiesRequest', () => {
  it('takes a request made before the form was there, once, and each one after, for its own plot only', async () => {
    const asked: string[] = [];
    askForCopies('p1');
    await renderWithApp(
      <>
        <Form plotId="p1" asked={asked} />
        <Form plotId="p2" asked={asked} />
      </>,
    );
    expect(asked).toEqual(['p1']);
    act(() => askForCopies('p2'));
    act(() => askForCopies('p1'));
    expect(asked).toEqual(['p1', 'p2', 'p1']);
  });
});
