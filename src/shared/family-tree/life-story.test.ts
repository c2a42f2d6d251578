import { describe, expect, it } from 'vitest';
import { orderLifeStory } from './life-story';

const kinds = (facts: { kind: string; date: string; value?: string }[]) =>
  facts.map((fact) => (fact.value ? `${fact.kind}:${fact.value}` : fact.kind));

describe('orderLifeStory', () => {
  it('tells a life from the birth to the burial, the dated facts between by year', () => {
    const story = orderLifeStory([
      { kind: 'burial', date: '1960' },
      { kind: 'occupation', date: '1925', value: 'نوخذة' },
      { kind: 'death', date: '1959' },
      { kind: 'marriage', date: '1938' },
      { kind: 'residence', date: '1930', end_date: '1950' },
      { kind: 'birth', date: '1900' },
    ]);
    expect(kinds(story)).toEqual(['birth', 'occupation:نوخذة', 'residence', 'marriage', 'death', 'burial']);
  });

  it('keeps the birth first and the death last whatever their dates, and reads both calendars', () => {
    const story = orderLifeStory([
      { kind: 'death', date: '' },
      { kind: 'title', date: '1300هـ', value: 'الشيخ' },
      { kind: 'marriage', date: '1890' },
      { kind: 'birth', date: '1950' },
    ]);
    // 1300هـ is 1882–1883: before the marriage of 1890.
    expect(kinds(story)).toEqual(['birth', 'title:الشيخ', 'marriage', 'death']);
  });

  it('puts the undated facts after the dated ones, in the order given, and a residence by its end', () => {
    const story = orderLifeStory([
      { kind: 'occupation', date: '', value: 'تاجر لؤلؤ' },
      { kind: 'occupation', date: '', value: 'نوخذة' },
      { kind: 'residence', date: '', end_date: '1940' },
      { kind: 'other', date: 'ABT 1930', value: 'حج' },
    ]);
    expect(kinds(story)).toEqual(['other:حج', 'residence', 'occupation:تاجر لؤلؤ', 'occupation:نوخذة']);
  });

  it('orders facts of one year by the usual telling, then as given', () => {
    const story = orderLifeStory([
      { kind: 'marriage', date: '1938' },
      { kind: 'occupation', date: '1938', value: 'معلم' },
      { kind: 'christening', date: '1900' },
      { kind: 'birth', date: '1900' },
      { kind: 'burial', date: '1970' },
      { kind: 'death', date: '1970' },
    ]);
    expect(kinds(story)).toEqual(['birth', 'christening', 'occupation:معلم', 'marriage', 'death', 'burial']);
  });
});
