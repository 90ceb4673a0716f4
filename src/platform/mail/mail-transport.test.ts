import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { outboxTransport, smtpTransport, type OutgoingMail } from './mail-transport';
import { listOutbox } from './outbox-folder';

const mail = (id: string): OutgoingMail => ({
  id,
  messageId: `<${id}@lindenberg.de>`,
  from: '"Lindenberg" <service@localhost>',
  to: 'erika@example.org',
  subject: 'Dein neues Passwort für Lindenberg',
  text: 'Hallo Erika,\n\nhttps://www.lindenberg.de/passwort-zuruecksetzen#token=abc',
  html: '<p>Hallo Erika,</p>',
  meta: {
    locale: 'de-DE',
    template: 'passwordReset',
    tenant: 'de',
    link: 'https://www.lindenberg.de/passwort-zuruecksetzen#token=abc',
  },
});

describe('outbox transport', () => {
  it('writes one .eml and one .json per mail that a developer can read, newest first', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'sf-outbox-')), 'outbox');
    const transport = outboxTransport(dir);
    await transport.send(mail('mail-1'));
    await new Promise((r) => setTimeout(r, 5));
    await transport.send(mail('mail-2'));
    const files = readdirSync(dir).sort();
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(2);
    const eml = readFileSync(
      path.join(
        dir,
        files.find((f) => f.endsWith('.eml'))!,
      ),
      'utf8',
    );
    expect(eml).toContain('To: erika@example.org');
    expect(eml).toMatch(/Subject: =\?UTF-8\?|Subject: Dein neues Passwort/);
    const listed = await listOutbox(dir);
    expect(listed.map((m) => m.id)).toEqual(['mail-2', 'mail-1']);
    expect(listed[0]).toMatchObject({
      to: 'erika@example.org',
      template: 'passwordReset',
      link: mail('x').meta.link,
    });
  });

  it('answers whether a mail id was written before, so a repeat after a lost "sent" record is not sent', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'sf-outbox-')), 'outbox');
    const transport = outboxTransport(dir);
    expect(await transport.wasSent('outbox-de-7-abc')).toBe(false);
    await transport.send(mail('outbox-de-7-abc'));
    expect(await transport.wasSent('outbox-de-7-abc')).toBe(true);
    expect(await transport.wasSent('outbox-de-7-ab')).toBe(false);
    expect(await transport.wasSent('outbox-de-77-abc')).toBe(false);
  });

  it('lists nothing when no mail was written yet', async () => {
    expect(await listOutbox(path.join(tmpdir(), `sf-none-${Date.now()}`))).toEqual([]);
  });
});

describe('SMTP transport', () => {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers to the server named by SMTP_URL', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    await transport.send(mail('mail-smtp'));
    transport.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Message-ID: <mail-smtp@lindenberg.de>');
    // An SMTP server cannot be asked what it received.
    expect(await transport.wasSent('mail-smtp')).toBe('unknown');
    expect(received[0]).toContain('erika@example.org');
  });
});
