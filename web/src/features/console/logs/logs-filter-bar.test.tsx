import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { loadEnglish } from '@/testing/i18n';
import { buildLogFilter } from './log-filter';
import { useLogSearch } from './log-search';
import { LogsFilterBar } from './logs-filter-bar';

beforeAll(loadEnglish);

/** The bar with the filter it makes, as the logs page sends it. */
function Harness() {
  const [search, setSearch] = useLogSearch();
  return (
    <>
      <LogsFilterBar search={search} onChange={setSearch} />
      <output aria-label="sent filter">{buildLogFilter(search)}</output>
    </>
  );
}

function renderBar(address = '/_/logs') {
  render(
    <MemoryRouter initialEntries={[address]}>
      <Harness />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const sent = () => screen.getByRole('status', { name: 'sent filter' }).textContent;
const toggle = (key: 'errorsOnly' | 'hideSuperusers') =>
  screen.getByRole('switch', { name: i18n.t(`console.logs.filter.${key}`) });

describe('the logs filter bar', () => {
  it('sends nothing until something is chosen, then each toggle adds its condition', async () => {
    const user = renderBar();
    expect(sent()).toBe('');
    await user.click(toggle('errorsOnly'));
    expect(sent()).toBe('data.status >= 400');
    await user.click(toggle('hideSuperusers'));
    expect(sent()).toBe('(data.status >= 400) && (data.auth != "_superusers")');
    await user.click(toggle('errorsOnly'));
    expect(sent()).toBe('data.auth != "_superusers"');
  });

  it('applies a typed filter on Enter, next to the toggles', async () => {
    const user = renderBar('/_/logs?errors=1');
    expect(toggle('errorsOnly')).toHaveProperty('checked', true);
    await user.type(screen.getByRole('searchbox'), 'data.method = "POST"{Enter}');
    expect(sent()).toBe('(data.method = "POST") && (data.status >= 400)');
  });
});
