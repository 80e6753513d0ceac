import type { NewRow } from '../db/schema';
import { renderMarkdown } from '../content/markdown';
import { daysFrom } from './clock';
import { seedId } from './ids';
import { storeIdFor } from './stores';

type JobRow = NewRow<'jobs'>;

interface JobSeed {
  key: string;
  title: string;
  department: string;
  /** A seeded store's slug, or null for a remote job. */
  store: string | null;
  remoteArea?: string;
  employmentType: JobRow['employment_type'];
  /** Markdown, as staff write it in the back office. */
  description: string;
  open: boolean;
  postedDaysAgo: number;
  closedDaysAgo?: number;
}

const JOBS: readonly JobSeed[] = [
  {
    key: 'store-associate-new-york',
    title: 'Store Associate',
    department: 'Retail',
    store: 'new-york-upper-west-side',
    employmentType: 'part_time',
    description: `Help families find the perfect toy, run demos on the shop floor and keep our Upper West Side store looking its best.

## What you will do
- Welcome customers and help them choose gifts for every age
- Run weekend demos of new games and building sets
- Keep shelves stocked and tidy, and prepare click-and-collect orders

## What we are looking for
- A love of toys and talking to people
- Weekend availability (16–24 hours a week)
- Retail experience welcome but **not required**: we train you

Staff discount of 30 %, paid training and a friendly team.`,
    open: true,
    postedDaysAgo: 4,
  },
  {
    key: 'pickup-counter-lead-london',
    title: 'Pickup Counter Lead',
    department: 'Retail',
    store: 'london-covent-garden',
    employmentType: 'full_time',
    description: `Run the click-and-collect counter in Covent Garden: prepare orders, verify pickup codes and keep collections moving at busy times.

## What you will do
- Lead a team of three on the collection counter
- Check pickup codes on the counter tablet and hand orders over
- Plan the counter's rota around our busiest weeks

## What we are looking for
- Two years of retail or warehouse experience
- Comfortable with tablets and stock systems
- The right to work in the UK`,
    open: true,
    postedDaysAgo: 9,
  },
  {
    key: 'toy-buyer-collectibles',
    title: 'Buyer, Collectibles',
    department: 'Merchandising',
    store: 'chicago-river-north',
    employmentType: 'full_time',
    description: `Own our collectibles range: scout new makers, negotiate limited runs and plan launches across the US and UK.

## What you will do
- Find and sign new makers of figures, trading cards and limited editions
- Plan each launch's quantities with our stores and the online shop
- Work from our River North store three days a week, from home the other two

## What we are looking for
- Three or more years in buying or merchandising
- Knowledge of the collectibles market
- Strong negotiation and numbers skills`,
    open: true,
    postedDaysAgo: 16,
  },
  {
    key: 'frontend-engineer',
    title: 'Frontend Engineer',
    department: 'Technology',
    store: null,
    remoteArea: 'US or UK',
    employmentType: 'full_time',
    description: `Build the storefront that works offline: React, TypeScript and a service worker that keeps the shop open on a bad connection.

## What you will do
- Build new pages of the storefront and the back office
- Keep the shop fast on slow phones and usable with a screen reader
- Review code and share what you know with a small team

## What we are looking for
- Solid React and TypeScript
- An eye for accessibility
- Experience with progressive web apps is a plus`,
    open: true,
    postedDaysAgo: 22,
  },
  {
    key: 'customer-care-advisor-remote-uk',
    title: 'Customer Care Advisor',
    department: 'Customer Care',
    store: null,
    remoteArea: 'UK',
    employmentType: 'full_time',
    description: `Answer questions by chat and email, sort out deliveries and returns, and turn worried parents into happy customers.

## What you will do
- Answer shoppers by chat, email and phone
- Track parcels and arrange returns and refunds
- Tell us what shoppers keep asking, so we can make the shop clearer

## What we are looking for
- Clear, friendly writing
- Patience and problem-solving
- Experience in a contact centre is welcome`,
    open: true,
    postedDaysAgo: 30,
  },
  {
    key: 'seasonal-warehouse-operative',
    title: 'Seasonal Stockroom Assistant',
    department: 'Logistics',
    store: 'austin-the-domain',
    employmentType: 'seasonal',
    description: `Receive, store and pick stock for our Austin store during our busiest months, October to January, with overtime available.

## What we are looking for
- Able to lift up to 20 kg
- Reliable and punctual
- Forklift certification is a plus`,
    open: true,
    postedDaysAgo: 12,
  },
  {
    key: 'store-supervisor-manchester',
    title: 'Store Supervisor',
    department: 'Retail',
    store: 'manchester-market-street',
    employmentType: 'full_time',
    description: `Open and close our Market Street store, lead the shift and make every visit a good one.

## What we are looking for
- A year or more supervising in retail
- Confident with cash-up and stock counts
- Evenings and weekends on a rota`,
    open: true,
    postedDaysAgo: 6,
  },
  {
    key: 'product-photographer',
    title: 'Product Photographer',
    department: 'Marketing',
    store: 'edinburgh-princes-street',
    employmentType: 'contract',
    description: 'A six-month contract shooting our new ranges for the website and catalogue. This role has been filled.',
    open: false,
    postedDaysAgo: 150,
    closedDaysAgo: 60,
  },
];

export function jobRows(now: Date): JobRow[] {
  return JOBS.map((job) => {
    const postedAt = daysFrom(now, -job.postedDaysAgo);
    const closedAt = job.open ? null : daysFrom(now, -(job.closedDaysAgo ?? 0));
    return {
      id: seedId(`job:${job.key}`),
      title: job.title,
      department: job.department,
      store_id: job.store === null ? null : storeIdFor(job.store),
      remote_area: job.store === null ? (job.remoteArea ?? null) : null,
      employment_type: job.employmentType,
      description: job.description,
      description_html: renderMarkdown(job.description),
      is_active: job.open,
      closed_at: closedAt,
      posted_at: postedAt,
      created_at: postedAt,
      updated_at: closedAt ?? postedAt,
    };
  });
}
