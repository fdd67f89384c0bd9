import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuilderDraft, BuilderQuestion, CreateBuilderDraftRequest, ErrorBody } from '@trivia/contracts';
import { EntitlementsService } from '../src/entitlements';
import { memberPrincipal } from '../src/identity';
import { UsersService } from '../src/users/users.service';
import type { TestApp, TestClient } from './harness';

export type Refusal = ErrorBody;

/** A draft the member starts, which must be made. */
export async function startDraft(client: TestClient, body: CreateBuilderDraftRequest): Promise<BuilderDraft> {
  const response = await client.send<BuilderDraft>('POST', '/api/builder/drafts', body);
  if (response.status !== 201) throw new Error(`draft refused: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** The PUT body of a draft: its content and the version it was read at. */
export const contentOf = (draft: BuilderDraft) =>
  structuredClone({ title: draft.title, rounds: draft.rounds, version: draft.version });

/** A member's own question, as the builder's form makes one. */
export const ownQuestion = (overrides: Partial<BuilderQuestion> = {}): BuilderQuestion => ({
  id: `own-${Math.random().toString(36).slice(2, 10)}`,
  origin: 'own',
  type: 'multiple_choice',
  category: 'general-knowledge',
  difficulty: 'medium',
  prompt: 'Which colour is the door of the Red Lion snug in our village?',
  answer: 'Green',
  aliases: [],
  options: ['Green', 'Blue', 'Yellow', 'Black'],
  source: 'The landlord',
  asOf: '2026-11-01',
  media: null,
  ...overrides,
});

/** Uses up `count` of the member's custom quizzes this month, as saves would. */
export async function takeCustomQuizzes(t: TestApp, userId: string, count: number): Promise<void> {
  const user = await t.app.get(UsersService).findById(userId);
  const entitlements = await t.app
    .get(EntitlementsService)
    .for(memberPrincipal(user!, { idHash: 'test', expiresAt: Date.now() + 60_000 }));
  for (let i = 0; i < count; i += 1) await entitlements.consume('customQuizzes');
}

/** A download with its raw bytes (the harness's client reads bodies as text). */
export async function download(t: TestApp, client: TestClient, url: string) {
  const response = await t.app
    .getHttpAdapter()
    .getInstance()
    .inject({ method: 'GET', url, headers: { cookie: client.cookieHeader() } });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload, text: response.body };
}

/** A PDF's text as poppler reads it, white space collapsed. */
export function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'builder-pdf-'));
  try {
    const file = join(dir, 'file.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
