import { messages as english, messagesTh, type Messages } from '../core';

/** An element's words for its `lang`: Thai for `th` and its regional tags, else English. */
export function wordsFor(lang: string | undefined): Messages {
  return /^th\b/i.test(lang ?? '') ? messagesTh : english;
}

/**
 * Words only `<question-dock>` with a gateway and the OpenClaw plugin show, kept out of `Messages`
 * so that a React app's dock carries none of them.
 */
export interface GatewayWords {
  /** A question an earlier view kept, while the gateway is asked whether it is still open. */
  readonly checkingPrompt: string;
  /** In place of the OpenClaw Control UI's own question card while it is disconnected from the gateway. */
  readonly offlineKept: string;
}

const GATEWAY_EN: GatewayWords = {
  checkingPrompt: 'Checking that this question is still open…',
  offlineKept:
    'Reconnecting… What you picked and typed for this question is kept, and shown here again once the connection is back.',
};

const GATEWAY_TH: GatewayWords = {
  checkingPrompt: 'กำลังตรวจว่าคำถามนี้ยังเปิดอยู่…',
  offlineKept: 'กำลังเชื่อมต่อใหม่… สิ่งที่คุณเลือกและพิมพ์ไว้สำหรับคำถามนี้ยังเก็บอยู่ และจะแสดงที่นี่อีกครั้งเมื่อเชื่อมต่อได้',
};

/** The gateway words that go with an element's `messages`: Thai beside `messagesTh`, else English. */
export function gatewayWordsFor(messages: Messages): GatewayWords {
  return messages === messagesTh ? GATEWAY_TH : GATEWAY_EN;
}
