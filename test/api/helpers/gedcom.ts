// A GEDCOM file imported by an admin (201 expected, the body shown otherwise), and the family exported again.
import { expect } from 'vitest';
import type { TestApp } from './build-test-app.ts';
import { multipartBody } from './samples.ts';

/** The import's answer: what it wrote and the member it put at the top. */
export async function importGedcom(t: TestApp, data: Buffer, fields: Record<string, string> = {}) {
  const response = await t.injectAs('ADMIN', {
    method: 'POST',
    url: '/api/v1/gedcom/import',
    ...multipartBody(fields, { data, name: 'family.ged', type: 'text/plain' }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { rootId: number; members: number; partners: number };
}

export async function exportGedcom(t: TestApp): Promise<string> {
  const response = await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/gedcom/export' });
  expect(response.statusCode).toBe(200);
  return response.body;
}
