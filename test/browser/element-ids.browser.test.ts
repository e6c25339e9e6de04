// Ids inside the dock's shadow root, on both renderers (the `browser` and `browser-standalone`
// projects): every option and field is named and described by its own elements. Preact's `useId`
// values (`P0-2`, `P0-20`) collide with ids derived by appending a digit, so derived ids take a separator.
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { mounted, setUpShellPage } from './lit-shell';

setUpShellPage();

describe('given a three-card prompt in the stacked layout', () => {
  it('names every option and Other field of a three-card prompt by its own label (each id is its own)', async () => {
    // 3 + 3 + 2 options: under Preact the third card's Other field gets the `useId` value that the
    // first card's first option would have without a separator (`P0-2` + `0`).
    const cards = [
      ['Region', 3],
      ['Size', 3],
      ['Tier', 2],
    ] as const;
    const label = (header: string, o: number) => `${header} choice ${o + 1}`;
    const dock = document.createElement('question-dock');
    dock.setAttribute('layout', 'stacked');
    dock.request = {
      questions: cards.map(([header, count]) => ({
        id: header.toLowerCase(),
        header,
        question: `Which ${header.toLowerCase()}?`,
        options: Array.from({ length: count }, (_, o) => ({
          label: label(header, o),
          description: `About ${label(header, o)}`,
        })),
      })),
    };
    document.body.append(dock);
    mounted.push(dock);
    for (const [header, count] of cards) {
      for (let o = 0; o < count; o++) {
        const option = page.getByRole('radio', { name: label(header, o), exact: true });
        await expect.element(option).toBeVisible();
        await expect.element(option).toHaveAccessibleDescription(`About ${label(header, o)}`);
      }
      await expect
        .element(page.getByRole('textbox', { name: `Your own answer for ${header}`, exact: true }))
        .toBeVisible();
    }
  });
});
