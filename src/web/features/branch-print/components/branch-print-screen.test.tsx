// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrintLayout } from '#shared/family-tree/branch-print.ts';
import { treeChartMessages } from '#shared/messages/tree-chart.ts';
import { UNMEASURED } from '../hooks/use-print-layout';
import { chartStyle, PrintControls, PrintSheets, sheetStyle } from './branch-print-screen';

const c = treeChartMessages.print;

// A chart 1,200 px wide cut into two sheets at half size.
const twoSheets: PrintLayout = {
  orientation: 'portrait',
  scale: 0.5,
  chart: { width: 1200, height: 400 },
  pages: [
    { start: 0, end: 700 },
    { start: 700, end: 1200 },
  ],
};

describe('a sheet’s stretch of the chart', () => {
  it('clips the sheet to its stretch, scaled, and shifts the whole chart under it', () => {
    expect(sheetStyle(twoSheets.pages[1]!, twoSheets)).toEqual({
      position: 'relative',
      overflow: 'hidden',
      width: '250px',
      height: '200px',
    });
    expect(chartStyle(twoSheets.pages[1]!, 0.5)).toEqual({
      position: 'absolute',
      insetBlockStart: 0,
      zoom: 0.5,
      marginInlineStart: '-700px',
    });
  });
});

describe('PrintControls', () => {
  afterEach(() => cleanup());

  function renderControls(layout: PrintLayout) {
    const onPaperChange = vi.fn();
    render(
      <MemoryRouter>
        <PrintControls memberId={12} paper="A4" onPaperChange={onPaperChange} layout={layout} />
      </MemoryRouter>,
    );
    return onPaperChange;
  }

  it('leads back to the member and changes the paper', async () => {
    const onPaperChange = renderControls(UNMEASURED);
    expect(screen.getByRole('link', { name: c.backToMember }).getAttribute('href')).toBe(
      '/family-tree/member/12',
    );
    expect(screen.getByRole('radio', { name: 'A4' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('radio', { name: 'A3' }));
    expect(onPaperChange).toHaveBeenCalledWith('A3');
  });

  it('says how the branch prints only once it is measured, and how to lay several sheets', () => {
    renderControls(UNMEASURED);
    expect(screen.getByRole('status').textContent).toBe('');
    cleanup();
    renderControls(twoSheets);
    expect(screen.getByRole('status').textContent).toBe(`${c.printsOn('portrait', 2)}. ${c.sideBySide}.`);
  });
});

describe('PrintSheets', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the chart at its own size on one sheet until it is measured', () => {
    render(
      <PrintSheets layout={UNMEASURED}>
        <p>المخطط</p>
      </PrintSheets>,
    );
    const sheets = document.querySelectorAll<HTMLElement>('[data-print-page]');
    expect(sheets).toHaveLength(1);
    expect(sheets[0]!.querySelector<HTMLElement>('.bp-window')!.getAttribute('style')).toBeNull();
    expect(screen.queryByText(c.pageOf(1, 1))).toBeNull();
  });

  it('draws the chart on each sheet, numbered, the first one read aloud', () => {
    render(
      <PrintSheets layout={twoSheets}>
        <p>المخطط</p>
      </PrintSheets>,
    );
    const sheets = [...document.querySelectorAll<HTMLElement>('[data-print-page]')];
    expect(sheets.map((sheet) => sheet.textContent)).toEqual([
      `المخطط${c.pageOf(1, 2)}`,
      `المخطط${c.pageOf(2, 2)}`,
    ]);
    expect(sheets.map((sheet) => sheet.getAttribute('aria-hidden'))).toEqual([null, 'true']);
    expect(sheets[1]!.querySelector<HTMLElement>('.bp-chart')!.style.marginInlineStart).toBe('-700px');
    expect(screen.getByTestId('branch-chart').closest('[data-print-page]')).toBe(sheets[0]);
  });
});
