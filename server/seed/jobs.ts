import type { NewRow } from '../db/schema';
import { daysFrom } from './clock';
import { seedId } from './ids';

type JobRow = NewRow<'jobs'>;

const JOBS: readonly (Omit<JobRow, 'id' | 'posted_at' | 'created_at' | 'updated_at'> & { key: string; postedDaysAgo: number })[] = [
  {
    key: 'store-associate-new-york',
    title: 'Store Associate',
    department: 'Retail',
    location: 'New York, NY',
    employment_type: 'part_time',
    description: 'Help families find the perfect toy, run demos on the shop floor and keep our Upper West Side store looking its best.',
    requirements: ['A love of toys and talking to people', 'Weekend availability', 'Retail experience welcome but not required'],
    is_active: true,
    postedDaysAgo: 4,
  },
  {
    key: 'pickup-counter-lead-london',
    title: 'Pickup Counter Lead',
    department: 'Retail',
    location: 'London, UK',
    employment_type: 'full_time',
    description: 'Run the click-and-collect counter in Covent Garden: prepare orders, verify pickup codes and keep collections moving at busy times.',
    requirements: ['Two years of retail or warehouse experience', 'Comfortable with tablets and stock systems', 'Right to work in the UK'],
    is_active: true,
    postedDaysAgo: 9,
  },
  {
    key: 'toy-buyer-collectibles',
    title: 'Buyer, Collectibles',
    department: 'Merchandising',
    location: 'Chicago, IL (hybrid)',
    employment_type: 'full_time',
    description: 'Own our collectibles range: scout new makers, negotiate limited runs and plan launches across the US and UK.',
    requirements: ['Three or more years in buying or merchandising', 'Knowledge of the collectibles market', 'Strong negotiation and numbers skills'],
    is_active: true,
    postedDaysAgo: 16,
  },
  {
    key: 'frontend-engineer',
    title: 'Frontend Engineer',
    department: 'Technology',
    location: 'Remote (US or UK)',
    employment_type: 'full_time',
    description: 'Build the storefront that works offline: React, TypeScript and a service worker that keeps the shop open on a bad connection.',
    requirements: ['Solid React and TypeScript', 'An eye for accessibility', 'Experience with progressive web apps is a plus'],
    is_active: true,
    postedDaysAgo: 22,
  },
  {
    key: 'customer-care-advisor-manchester',
    title: 'Customer Care Advisor',
    department: 'Customer Care',
    location: 'Manchester, UK',
    employment_type: 'full_time',
    description: 'Answer questions by chat and email, sort out deliveries and returns, and turn worried parents into happy customers.',
    requirements: ['Clear, friendly writing', 'Patience and problem-solving', 'Experience in a contact centre is welcome'],
    is_active: true,
    postedDaysAgo: 30,
  },
  {
    key: 'seasonal-warehouse-operative',
    title: 'Seasonal Warehouse Operative',
    department: 'Logistics',
    location: 'Austin, TX',
    employment_type: 'seasonal',
    description: 'Pick, pack and ship orders during our busiest months, October to January, with overtime available.',
    requirements: ['Able to lift up to 20 kg', 'Reliable and punctual', 'Forklift certification is a plus'],
    is_active: true,
    postedDaysAgo: 12,
  },
  {
    key: 'product-photographer',
    title: 'Product Photographer',
    department: 'Marketing',
    location: 'Edinburgh, UK',
    employment_type: 'contract',
    description: 'A six-month contract shooting our new ranges for the website and catalogue. This role has been filled.',
    requirements: ['A portfolio of product photography', 'Own equipment', 'Experience with lighting small objects'],
    is_active: false,
    postedDaysAgo: 150,
  },
];

export function jobRows(now: Date): JobRow[] {
  return JOBS.map(({ key, postedDaysAgo, ...job }) => {
    const postedAt = daysFrom(now, -postedDaysAgo);
    return { id: seedId(`job:${key}`), ...job, posted_at: postedAt, created_at: postedAt, updated_at: postedAt };
  });
}
