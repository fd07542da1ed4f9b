// The frame every e-mail shares: the greeting, the body, the signature, as plain text and as HTML in the reader's
// direction, with the HTML pieces the bodies are made of.
import type { Language } from '../../language.js';

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

export const linkParagraph = (url: string, label: string) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`;

/** Labelled facts (reference, dates, total …), one a line in the text. */
export const factLines = (rows: ReadonlyArray<readonly [string, string]>) => rows.map(([label, value]) => `${label}: ${value}`);

/** The same facts as an HTML table. */
export const factTable = (rows: ReadonlyArray<readonly [string, string]>) =>
  `<table>${rows.map(([label, value]) => `<tr><th align="start">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`;

interface Letter {
  greeting: string;
  signature: string;
  /** The text between greeting and signature, a line each (blank lines included). */
  text: readonly string[];
  /** The HTML blocks between them, a line each. */
  html: readonly string[];
}

export function letter(language: Language, { greeting, signature, text, html }: Letter): { text: string; html: string } {
  return {
    text: [greeting, '', ...text, '', signature].join('\n'),
    html: [`<div dir="${language === 'ar' ? 'rtl' : 'ltr'}" lang="${language}">`, paragraph(greeting), ...html, paragraph(signature), '</div>'].join('\n'),
  };
}
