import { fieldSamples, sampleKey } from '@entrepot/entity/testing';
import { describe, expect, it } from 'vitest';
import { cellOf } from './cells.ts';

// Every field type as an export writes it: the words a person reads on the screen, never a UUID, a raw code,
// JSON or UTC text (the same samples as the web's renderer test).
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

describe('every exported field type reads in a person’s words', () => {
  for (const sample of fieldSamples.filter((s) => s.field.exported !== false)) {
    it(sample.name, () => {
      const key = sampleKey(sample);
      const cell = String(cellOf(key, sample.field, { [key]: sample.value, ...sample.row }) ?? '');
      for (const word of sample.reads) expect(cell).toContain(word);
      for (const raw of sample.never) expect(cell).not.toContain(raw);
      expect(cell).not.toMatch(UUID);
    });
  }
});

describe('rich text in a sheet', () => {
  it('keeps the paragraphs and line breaks as lines, drops the markup, reads the entities', () => {
    const [sample] = fieldSamples.filter((s) => s.field.type === 'richText');
    expect(cellOf('value', sample!.field, { value: '<p>纯棉 &amp; 亚麻</p><ul><li>透气</li><li>速干<br>不起球</li></ul>' })).toBe(
      '纯棉 & 亚麻\n透气\n速干\n不起球',
    );
  });
});
