import { isApiError } from './api-error';
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
 * A reply taken as its contract type without checking it: for pages on a tight bundle budget (zod is
 * ~26 KiB gzipped); our own API wrote it from the same contract.
 */
export function trusted<T>(): ResponseSchema<T> {
  return { parse: (data) => data as T };
}

/** An API call whose JSON reply is checked against its contract schema. */
export async function apiJson<T>(path: string, schema: ResponseSchema<T>, init?: ApiRequestInit): Promise<T> {
  return schema.parse(await readJson(await apiFetch(path, init)));
}

/** A read that yields null instead of throwing when the API answers 401 (spec section 7: "when configured"). */
export async function apiJsonOrNullWhenUnauthorized<T>(path: string, schema: ResponseSchema<T>, init?: ApiRequestInit): Promise<T | null> {
  try {
    return await apiJson(path, schema, init);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}
