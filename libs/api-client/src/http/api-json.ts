import { apiFetch, type ApiRequestInit } from './api-fetch';

/** Anything with zod's `parse`: the contracts' schemas, without this file importing zod. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? undefined : JSON.parse(text);
}

/**
 * A reply taken as its contract type without checking it. The reads the phone pages and the TV are built on
 * (tournament, today's tournaments, boards, activity, weather) are taken this way: zod is ~27 KiB gzipped and
 * building its schemas ~0.1 s of a mid-range phone's main thread before the first paint; our own API wrote the
 * reply from the same contract, and the API's tests parse every reply with the schema.
 */
export function trusted<T>(): ResponseSchema<T> {
  return { parse: (data) => data as T };
}

/** An API call whose JSON reply is checked against its contract schema. */
export async function apiJson<T>(path: string, schema: ResponseSchema<T>, init?: ApiRequestInit): Promise<T> {
  return schema.parse(await readJson(await apiFetch(path, init)));
}
