import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { Role } from '../../../../shared/roles';
import { EMPTY_STATE_TEXTS } from '../../../../shared/admin/empty-states';
import { SCREENS } from '../../../../shared/admin/screens';
import { ListEmptyState } from './list-empty-state';

// What an empty list says with no search or filter (issue 25, docs/decisions/101): what the screen is
// for and its first action for those who may take it, or when its records appear. (A filtered list
// with no match is proven in the browser: admin-saved-views.spec.ts.)

const session = vi.hoisted(() => ({ roles: [] as string[] }));
vi.mock('../../../lib/session/current-user', () => ({
  useSession: () => ({ status: 'ready', user: { id: 'u1', email: 'staff@example.com', name: 'Staff', roles: session.roles } }),
}));

async function render(list: string, filtered = false): Promise<string> {
  const root = createRootRoute({ component: () => <ListEmptyState list={list} filtered={filtered} onClearFilters={() => {}} /> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/admin'] }), isServer: true });
  await router.load();
  return renderToString(<RouterProvider router={router} />);
}

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');

describe('an empty list with no filter', () => {
  beforeEach(() => {
    session.roles = [];
  });

  it('says what the screen is for and offers its first action to a manager: "No discounts yet — Create a discount"', async () => {
    session.roles = ['store_manager'] satisfies Role[];
    const html = await render('discounts');
    expect(text(html)).toContain('No discounts yet — Create a discount');
    expect(html).toMatch(/<a[^>]+href="\/admin\/discounts\/new"[^>]*>Create a discount<\/a>/);
    expect(text(html)).toContain(SCREENS.discounts.purpose);
    expect(html).toContain('data-testid="list-empty"');
  });

  it('offers no action to a role that may only read the screen', async () => {
    session.roles = ['staff'] satisfies Role[];
    const html = await render('inventory');
    expect(text(html)).toContain('No stock yet');
    expect(html).not.toContain('<a');
    expect(text(html)).toContain(SCREENS.inventory.purpose);
  });

  it('keeps an admin-only first action for admins ("Open a store")', async () => {
    session.roles = ['store_manager'] satisfies Role[];
    expect(await render('stores')).not.toContain('Open a store');
    session.roles = ['admin'] satisfies Role[];
    expect(text(await render('stores'))).toContain('No stores yet — Open a store');
  });

  it('says when records appear where there is nothing to create ("Orders appear here as soon as a shopper checks out.")', async () => {
    session.roles = ['admin'] satisfies Role[];
    const words = text(await render('orders'));
    expect(words).toContain('No orders yet');
    expect(words).toContain('Orders appear here as soon as a shopper checks out.');
    expect(words).toContain(SCREENS.orders.purpose);
  });

  it("a list shown as a tab of its screen has its own words and action: \"No campaigns yet — Write a campaign\"", async () => {
    session.roles = ['admin'] satisfies Role[];
    const html = await render('email-marketing/campaigns');
    expect(text(html)).toContain('No campaigns yet — Write a campaign');
    expect(html).toMatch(/href="\/admin\/email-marketing\/campaigns\/new"/);
    expect(text(html)).toContain(SCREENS['email-marketing'].purpose);
    expect(text(await render('robo-support/conversations'))).toContain('No conversations yet');
  });

  it('filtered, says nothing matches and offers to clear the filters instead', async () => {
    session.roles = ['admin'] satisfies Role[];
    const html = await render('discounts', true);
    expect(text(html)).toContain(EMPTY_STATE_TEXTS.noMatch('discounts'));
    expect(html).toContain(`>${EMPTY_STATE_TEXTS.clearFilters}</button>`);
    expect(html).not.toContain('Create a discount');
  });
});
