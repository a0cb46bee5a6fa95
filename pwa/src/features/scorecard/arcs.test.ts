import { describe, expect, it } from 'vitest';
import type { Band, Risk } from './api';
import { bandCounts, metricText, percentText } from './figures';
import { gaugeArc, gaugePoint, pieSlices, stopSegments } from './arcs';
import { cycle, firstMissing } from './search';

describe('the gauge', () => {
  it('runs from the left (0) over the top (50) to the right (100), clamped', () => {
    expect(gaugePoint(0, 100, 100, 80)).toEqual([20, 100]);
    expect(gaugePoint(50, 100, 100, 80)).toEqual([100, 20]);
    expect(gaugePoint(100, 100, 100, 80)).toEqual([180, 100]);
    expect(gaugePoint(140, 100, 100, 80)).toEqual([180, 100]);
    expect(gaugePoint(-5, 100, 100, 80)).toEqual([20, 100]);
  });

  it('draws one arc per band between the rank group stops', () => {
    expect(stopSegments([0, 50, 60, 70, 100])).toEqual([[0, 50], [50, 60], [60, 70], [70, 100]]);
    expect(gaugeArc(0, 50, 100, 100, 80)).toBe('M20 100A80 80 0 0 1 100 20');
  });
});

describe('the pie', () => {
  it('gives each value its share, clockwise from the top, with none for a zero', () => {
    const [a, b, c] = pieSlices([1, 0, 1], 50, 50, 40);
    expect(a).toBe('M50 50L50 10A40 40 0 0 1 50 90Z');
    expect(b).toBeNull();
    expect(c).toBe('M50 50L50 90A40 40 0 0 1 50 10Z');
  });

  it('takes the large arc past half, and a full circle for the only value', () => {
    expect(pieSlices([3, 1], 50, 50, 40)[0]).toContain('A40 40 0 1 1 10 50Z');
    expect(pieSlices([0, 6], 50, 50, 40)[1]).toBe('M10 50a40 40 0 1 0 80 0a40 40 0 1 0 -80 0Z');
    expect(pieSlices([0, 0], 50, 50, 40)).toEqual([null, null]);
  });
});

describe('the search and the arrows', () => {
  it('asks for the business, then the year, then the quarter', () => {
    expect(firstMissing({ business: '', year: '', quarter: '' })).toBe('msg.scorecard.selectBusiness');
    expect(firstMissing({ business: 'b', year: '', quarter: '' })).toBe('msg.scorecard.selectYear');
    expect(firstMissing({ business: 'b', year: '2026', quarter: '' })).toBe('msg.scorecard.selectQuarter');
    expect(firstMissing({ business: '', year: '2026', quarter: '3' })).toBe('msg.scorecard.selectBusiness');
    expect(firstMissing({ business: 'b', year: '2026', quarter: '3' })).toBeNull();
  });

  it('cycles the metrics and wraps at both ends', () => {
    expect(cycle(0, 3, 1)).toBe(1);
    expect(cycle(2, 3, 1)).toBe(0);
    expect(cycle(0, 3, -1)).toBe(2);
    expect(cycle(0, 1, 1)).toBe(0);
    expect(cycle(0, 0, 1)).toBe(0);
  });
});

describe('the risk figures', () => {
  it("shows core's shownPercent (below 1 shows as 0) before the percent, a metric's percent with its sign", () => {
    expect(percentText({ percent: 0.4, shownPercent: 0 })).toBe('0');
    expect(percentText({ percent: 61.257 })).toBe('61.26');
    expect(percentText({ percent: null })).toBeNull();
    expect(percentText(undefined)).toBeNull();
    expect(metricText({ score: 20 })).toBe('20');
    expect(metricText({ percent: 45.5 })).toBe('45.5%');
    expect(metricText({ score: 75, percent: 40 })).toBe('75 (40%)');
    expect(metricText({ score: null, notes: 'no figure' })).toBeNull();
  });

  it('counts the categories in each band the server sent', () => {
    const section = (band: Band | null) => ({ data: { percent: 50, band } });
    const risk = {
      business: { id: 'b', name: 'B' }, year: 2026, quarter: 3, data: { percent: 50 },
      businessRisk: section('good'), investmentRisk: section('good'), creditRisk: section('bad'),
      performanceRisk: section('excellent'), socialDataViaLoanProposal: section(null),
    } as Risk;
    expect(bandCounts(risk)).toEqual({ bad: 1, average: 0, good: 2, excellent: 1 });
  });
});
