// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicMessages } from '#shared/messages/public.ts';
import { treeChartMessages } from '#shared/messages/tree-chart.ts';
import { TreeSectionHeader } from './family-tree-screen';

const c = treeChartMessages;

function renderHeader(isDesktop: boolean | null, focusedName: string | null = null) {
  const onCentre = vi.fn();
  render(
    <MemoryRouter>
      <TreeSectionHeader
        isDesktop={isDesktop}
        focusedName={focusedName}
        onCentre={onCentre}
        zoom={100}
        onZoomChange={() => {}}
      />
    </MemoryRouter>,
  );
  return onCentre;
}

describe('TreeSectionHeader', () => {
  afterEach(() => cleanup());

  it('offers «توسيط» and the chart’s hint on a wide screen, naming the member it centres', async () => {
    const onCentre = renderHeader(true, 'عبدالله');
    expect(screen.getByRole('heading', { name: publicMessages.familyTree.treeHeading })).toBeTruthy();
    const centre = screen.getByRole('button', { name: c.centre });
    expect(centre.getAttribute('title')).toBe(c.centreOnMember('عبدالله'));
    expect(centre.className).toMatch(/(^| )flex /);
    await userEvent.click(centre);
    expect(onCentre).toHaveBeenCalledOnce();
    expect(document.getElementById('tree-chart-hint')?.textContent).toContain(c.keyboardHint);
  });

  it('leaves them out on a phone, and shows them from 768 px while the width is not known', () => {
    renderHeader(false);
    expect(screen.queryByRole('button', { name: c.centre })).toBeNull();
    expect(document.getElementById('tree-chart-hint')).toBeNull();
    cleanup();
    renderHeader(null);
    expect(screen.getByRole('button', { name: c.centre }).className).toContain('hidden md:flex');
    expect(screen.getByRole('button', { name: c.centre }).hasAttribute('title')).toBe(false);
    expect(document.getElementById('tree-chart-hint')?.className).toContain('hidden md:flex');
  });
});
