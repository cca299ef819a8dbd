// @vitest-environment happy-dom
import '../../widgets/testing/setup.ts';
import { fieldSamples, sampledTypes, sampleKey } from '@entrepot/entity/testing';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EntityUiProvider } from '../entity-context.tsx';
import { fakeHttp } from '../testing/fake-http.ts';
import { FieldDisplay, fieldText, fieldUis } from './registry.tsx';

// Every field type as a person reads it where the web shows it: a list cell and a detail (the display) and an
// operation log (the text, with the titles the log looks up). No UUID, no raw code, no JSON, no UTC text.
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

afterEach(cleanup);

function shown(sample: (typeof fieldSamples)[number]): string {
  const { http } = fakeHttp({});
  const key = sampleKey(sample);
  const { container } = render(
    <EntityUiProvider config={{ http, lookups: {} }}>
      <FieldDisplay name={key} field={sample.field} value={sample.value} row={{ id: 'r1', [key]: sample.value, ...sample.row }} />
    </EntityUiProvider>,
  );
  return container.textContent ?? '';
}

describe('every field type reads in a person’s words', () => {
  it('has a sample for each type of the registry', () => {
    expect([...sampledTypes()].sort()).toEqual(Object.keys(fieldUis).sort());
  });

  for (const sample of fieldSamples) {
    it(`${sample.name}: in lists and details, and in the operation log`, () => {
      const logged = fieldText(sample.field, sample.value, { name: sampleKey(sample), titleOf: (v) => sample.titles?.[v] });
      for (const text of [shown(sample), logged]) {
        for (const word of sample.reads) expect(text).toContain(word);
        for (const raw of sample.never) expect(text).not.toContain(raw);
        expect(text).not.toMatch(UUID);
      }
    });
  }
});
