import 'server-only';
// Gives the client components below it the message namespaces they read, and only those: the root layout sends
// the shell's; a page adds its features' without making every other page carry them. The namespaces come on top of
// the ones the provider above sends (AddedClientMessages): a page names only what it adds.
import type { ReactNode } from 'react';
import type { Locale } from '@/platform/i18n/locales';
import { messagesFor, type Messages } from '@/platform/i18n/messages';
import type { Tree as MessageTree } from '@/platform/i18n/message-catalog';
import { AddedClientMessages } from './added-client-messages';

/** A namespace, or one part of one (`checkout.validation`: the address codes without the rest of checkout). */
export type ClientNamespace = keyof Messages | `${keyof Messages}.${string}`;

type Tree = { [key: string]: unknown };

/** The namespaces' messages of a catalog (the layouts' and pages' client messages). */
export function pickMessages(messages: Messages, namespaces: readonly ClientNamespace[]): Tree {
  const out: Tree = {};
  for (const namespace of namespaces) {
    const [head, ...rest] = namespace.split('.');
    let source = (messages as unknown as Tree)[head!];
    let target = out;
    let key = head!;
    for (const part of rest) {
      target = (target[key] ??= {}) as Tree;
      source = (source as Tree | undefined)?.[part];
      key = part;
    }
    target[key] = source;
  }
  return out;
}

export function ClientMessages({ locale, namespaces, children }: { locale: Locale; namespaces: readonly ClientNamespace[]; children: ReactNode }) {
  return (
    <AddedClientMessages locale={locale} messages={pickMessages(messagesFor(locale), namespaces) as MessageTree}>
      {children}
    </AddedClientMessages>
  );
}
