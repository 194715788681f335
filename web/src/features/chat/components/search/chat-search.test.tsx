import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Outlet, Route, Routes, useLocation, useParams } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chatRecord,
  member,
  messageRecord,
  people,
  signedInAs,
  summary,
} from '@/features/chat/testing/chat-fixtures';
import type * as SharedChat from '@/shared/chat';
import type { ChatSummary, MessageHit } from '@/shared/chat';
import { fakePb } from '@/testing/fake-pb';
import { loadEnglish } from '@/testing/i18n';
import { ChatLayout } from '../chat-layout';
import { ConversationHeader } from '../conversation/conversation-header';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);
vi.mock('@/shared/social/hooks/use-presence', () => ({
  usePresence: () => undefined,
  usePresences: () => new Map(),
}));
vi.mock('@/shared/chat', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedChat>()),
  useChatList: () => ({ status: 'ready', error: null, items: chats.rows, totalUnread: 0 }),
  useTypingUsers: () => [],
  useProtectedFileUrl: () => '',
}));

const chats = vi.hoisted(() => ({ rows: new Array<ChatSummary>() }));

const direct = summary();
const hikers = summary({
  chat: chatRecord({ id: 'g1', kind: 'group', title: 'Hikers' }),
  members: [member(people.me), member(people.ann), member(people.bob)].map((row) => ({
    ...row,
    chat: 'g1',
  })),
});

type Query = Record<string, string | number>;

/** The server's answers to searches, in order; `null` fails one. */
function serveSearches(...answers: (MessageHit[] | null)[]) {
  const queries: Query[] = [];
  fakePb.pb.send.mockImplementation((path: string, options?: { query?: Query }) => {
    if (path !== '/api/hearth/search') return Promise.resolve({});
    queries.push(options?.query ?? {});
    const items = answers[queries.length - 1] ?? null;
    return items ? Promise.resolve({ items }) : Promise.reject(new Error('search is down'));
  });
  return queries;
}

function found(
  id: string,
  text: string,
  highlights: [number, number][],
  chat = 'chat1',
): MessageHit {
  const author = people.ann;
  return {
    message: { ...messageRecord({ id, chat, text }), expand: { author } },
    highlights,
  };
}

function Layout() {
  const { chatId } = useParams();
  return (
    <ChatLayout chatId={chatId ?? null}>
      <Outlet />
    </ChatLayout>
  );
}

function Conversation() {
  const { chatId = '' } = useParams();
  const row = chats.rows.find((each) => each.chat.id === chatId) ?? direct;
  return <ConversationHeader summary={row} showBack={false} onOpenInfo={() => {}} />;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderChat(path: string) {
  render(
    // note: the layout asks the theme for its breakpoints; the app's own is no concern here.
    <ThemeProvider theme={createTheme()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/chat" element={<Layout />}>
            <Route index element={<p>Pick a chat</p>} />
            <Route path=":chatId" element={<Conversation />} />
          </Route>
        </Routes>
        <Where />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const results = () => screen.findByRole('list', { name: 'Messages' });
const openSearch = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Search in this chat' }));

beforeAll(loadEnglish);
beforeEach(() => {
  fakePb.reset();
  signedInAs(people.me);
  chats.rows = [direct, hikers];
});
afterEach(() => vi.unstubAllGlobals());

describe('searching one chat (phone)', () => {
  it('opens from the header over the chat, and marks the matches as text', async () => {
    const queries = serveSearches([
      found('m1', 'Lunch <b>at</b> noon?', [[0, 5]]),
      found('m2', 'no lunch today', [[3, 8]]),
    ]);
    const user = userEvent.setup();
    renderChat('/chat/chat1');
    await openSearch(user);
    expect(screen.queryByRole('heading', { name: 'Ann' })).toBeNull();
    expect(screen.getByText("Type words to find them in this chat's messages.")).toBeDefined();
    await user.keyboard('lunch');
    const list = await results();
    expect(queries).toEqual([expect.objectContaining({ q: 'lunch', chat: 'chat1', page: 1 })]);
    const [first, second] = within(list).getAllByRole('link');
    expect(first?.querySelector('mark')?.textContent).toBe('Lunch');
    expect(first?.textContent).toContain('Lunch <b>at</b> noon?');
    expect(first?.querySelector('b')).toBeNull();
    expect(second?.querySelector('mark')?.textContent).toBe('lunch');
    expect(first?.textContent).toContain('Ann');
  });

  it('opens the chosen message and shows the chat again', async () => {
    serveSearches([found('m7', 'see you there', [[8, 13]])]);
    const user = userEvent.setup();
    renderChat('/chat/chat1');
    await openSearch(user);
    await user.keyboard('there');
    await user.click(within(await results()).getByRole('link'));
    expect(where()).toBe('/chat/chat1?message=m7');
    expect(screen.getByRole('button', { name: 'Search in this chat' })).toBeDefined();
    await openSearch(user);
    expect(screen.getByRole('searchbox', { name: 'Search in this chat' })).toHaveProperty(
      'value',
      'there',
    );
  });

  it('puts the author and the dates into the request', async () => {
    const queries = serveSearches([], [], [], []);
    const user = userEvent.setup();
    chats.rows = [direct, hikers];
    renderChat('/chat/g1');
    await openSearch(user);
    await user.keyboard('plan');
    await screen.findByText('No messages match “plan”.');
    await user.click(screen.getByRole('combobox', { name: 'From' }));
    await user.click(screen.getByRole('option', { name: 'Bob' }));
    fireEvent.change(screen.getByLabelText('After'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Before'), { target: { value: '2026-03-31' } });
    await screen.findByText('No messages match “plan”.');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(queries.at(-1)).toMatchObject({
      q: 'plan',
      chat: 'g1',
      author: 'bob',
      after: '2026-03-01',
      before: '2026-03-31',
    });
  });

  it('moves through the results with the arrow keys, and back to the box', async () => {
    serveSearches([found('m1', 'one lunch', [[4, 9]]), found('m2', 'two lunch', [[4, 9]])]);
    const user = userEvent.setup();
    renderChat('/chat/chat1');
    await openSearch(user);
    await user.keyboard('lunch');
    const [first, second] = within(await results()).getAllByRole('link');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(second);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
    await user.keyboard('{Enter}');
    expect(where()).toBe('/chat/chat1');
  });

  it('asks for more results a page at a time', async () => {
    const page = Array.from({ length: 20 }, (_, i) => found(`m${i}`, `lunch ${i}`, [[0, 5]]));
    const queries = serveSearches(page, [found('m99', 'last lunch', [[5, 10]])]);
    const user = userEvent.setup();
    renderChat('/chat/chat1');
    await openSearch(user);
    await user.keyboard('lunch');
    await user.click(await screen.findByRole('button', { name: 'More results' }));
    await screen.findByText('last');
    expect(queries.map((query) => query['page'])).toEqual([1, 2]);
    expect(within(await results()).getAllByRole('link')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'More results' })).toBeNull();
  });

  it('says when a search failed, and tries again', async () => {
    serveSearches(null, [found('m1', 'lunch', [[0, 5]])]);
    const user = userEvent.setup();
    renderChat('/chat/chat1');
    await openSearch(user);
    await user.keyboard('lunch');
    await screen.findByText(/Search didn't work/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await results()).toBeDefined();
  });
});

describe('searching one chat (wide screen)', () => {
  it('shows beside the chat, and Escape gives the focus back to the search button', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }));
    serveSearches([found('m1', 'lunch', [[0, 5]])]);
    const user = userEvent.setup();
    renderChat('/chat/chat1');
    const button = screen.getByRole('button', { name: 'Search in this chat' });
    await user.click(button);
    await user.keyboard('lunch');
    await user.click(within(await results()).getByRole('link'));
    expect(where()).toBe('/chat/chat1?message=m1');
    expect(screen.getByRole('list', { name: 'Messages' })).toBeDefined();
    await user.click(screen.getByRole('searchbox'));
    await user.keyboard('{Escape}{Escape}');
    expect(screen.queryByRole('searchbox', { name: 'Search in this chat' })).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Search in this chat' }),
    );
  });
});

describe('searching from the chat list', () => {
  it('lists the chats whose name matches first, then the messages across chats', async () => {
    const queries = serveSearches(
      [found('m1', 'hike on Sunday', [[0, 4]], 'g1')],
      [found('m1', 'hike on Sunday', [[0, 4]], 'g1')],
    );
    const user = userEvent.setup();
    renderChat('/chat');
    await user.type(screen.getByRole('searchbox', { name: 'Search chats and messages' }), 'hike');
    const list = await results();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Chats', 'Messages']);
    expect(
      within(screen.getByRole('list', { name: 'Chats' })).getByRole('link').textContent,
    ).toContain('Hikers');
    expect(within(list).getByRole('link').textContent).toContain('Hikers');
    expect(queries[0]).not.toHaveProperty('chat');
    await user.click(screen.getByRole('combobox', { name: 'In' }));
    await user.click(screen.getByRole('option', { name: 'Hikers' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(queries.at(-1)).toMatchObject({ q: 'hike', chat: 'g1' });
    await user.click(within(await results()).getByRole('link'));
    expect(where()).toBe('/chat/g1?message=m1');
  });
});
