'use client';
// The operator's login (decision 0036): user and password from the configuration, not a customer account.
import { useState } from 'react';
import { callApi } from '@/features/shared/client-data/api-client';
import { opsPaths } from '@/platform/routing/api-paths/ops';

export interface OperatorLoginTexts {
  loginTitle: string;
  user: string;
  password: string;
  login: string;
  loginFailed: string;
  loginError: string;
}

export function OperatorLoginForm({ texts }: { texts: OperatorLoginTexts }) {
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSending(true);
    setAlert(null);
    const answer = await callApi('POST', opsPaths.login, { user: form.get('user'), password: form.get('password') });
    if (answer.ok) return window.location.reload();
    setSending(false);
    setAlert(answer.status === 401 ? texts.loginFailed : texts.loginError);
  };
  return (
    <form onSubmit={submit} className="flex max-w-sm flex-col gap-2" aria-labelledby="ops-login">
      <h1 id="ops-login" className="text-2xl font-bold">{texts.loginTitle}</h1>
      {alert && (
        <p role="alert" className="rounded border border-line bg-surface p-1 font-semibold">
          {alert}
        </p>
      )}
      <label className="flex flex-col gap-0.5">
        {texts.user}
        <input name="user" autoComplete="username" required className="min-h-6 rounded border border-line bg-page px-1" />
      </label>
      <label className="flex flex-col gap-0.5">
        {texts.password}
        <input name="password" type="password" autoComplete="current-password" required className="min-h-6 rounded border border-line bg-page px-1" />
      </label>
      <button type="submit" disabled={sending} className="min-h-6 rounded bg-brand px-2 font-semibold text-on-brand">
        {texts.login}
      </button>
    </form>
  );
}

export function OperatorLogout({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => void callApi('POST', opsPaths.logout).then(() => window.location.reload())}
      className="min-h-6 rounded border border-line px-2"
    >
      {label}
    </button>
  );
}
