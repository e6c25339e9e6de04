import { messagesTh, type Messages } from '../../core';

/**
 * Words only an option's preview shows, kept out of `Messages` so that a dock without previews
 * carries none of them.
 */
export interface PreviewWords {
  /** Accessible name of the preview region and frame: the option it shows. */
  readonly label: (option: string) => string;
  /** In the preview region while the option it is about has no preview (e.g. Other). */
  readonly none: string;
}

const PREVIEW_EN: PreviewWords = { label: (option) => `Preview: ${option}`, none: 'No preview for this option.' };

const PREVIEW_TH: PreviewWords = { label: (option) => `ตัวอย่าง: ${option}`, none: 'ตัวเลือกนี้ไม่มีตัวอย่าง' };

/** The preview words that go with the dock's `messages`: Thai beside `messagesTh`, else English. */
export function previewWordsFor(messages: Messages): PreviewWords {
  return messages === messagesTh ? PREVIEW_TH : PREVIEW_EN;
}
