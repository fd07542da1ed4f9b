// The dev mailbox (`/dev/mail`, served to this machine only) as the browser tests read it.
import { expect, type APIRequestContext } from '@playwright/test';

interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** The mails sent to `email`, read through the web origin's dev mailbox. */
export async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const response = await request.get(`/dev/mail?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Mail[];
}

/** The newest link to `path` in the mails sent to `email`, as a path on the web origin. */
export async function mailedLink(request: APIRequestContext, email: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await mailsTo(request, email)).flatMap((mail) => mail.links).find((candidate) => new URL(candidate).pathname === path);
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}
