import { describe, expect, it } from 'vitest';
import { joinOutboxTopics } from './outbox-topics';

const handler = async () => {};

describe('joinOutboxTopics', () => {
  it('joins the topics each module contributes', () => {
    expect(Object.keys(joinOutboxTopics({ 'mail.send': handler }, { 'invoice.issue': handler }))).toEqual([
      'mail.send',
      'invoice.issue',
    ]);
  });

  it('refuses a topic contributed twice, so no event is handled by a handler chosen by chance', () => {
    expect(() => joinOutboxTopics({ 'mail.send': handler }, { 'mail.send': handler })).toThrow(
      'Outbox topic mail.send has two handlers',
    );
  });
});
