import type { NewRow } from '../db/schema';
import { renderMarkdown } from '../content/markdown';
import { blogCoverUrl } from '../images/image-urls';
import { daysFrom } from './clock';
import { seedId } from './ids';

interface BlogPostSeed {
  slug: string;
  title: string;
  excerpt: string;
  /** The article's blocks, in Markdown (the back office's format): paragraphs, `##` headings, lists. */
  paragraphs: readonly string[];
  author: string;
  /** Days before the seed's today it went out; null for a draft. */
  publishedDaysAgo: number | null;
}

const BLOG_POSTS: readonly BlogPostSeed[] = [
  {
    slug: 'choosing-the-right-toy-for-every-age',
    title: 'Choosing the right toy for every age',
    excerpt: 'From rattles to robots: a quick guide to toys that match how children grow.',
    paragraphs: [
      '## Babies (0–12 months)',
      'Babies learn through their senses, so look for toys with contrast, texture and gentle sounds. Anything for under-threes should have **no small parts** and be easy to wipe clean.',
      '## Toddlers (1–3 years)',
      'Toddlers love cause and effect: stacking, sorting and pushing things along. Simple shape sorters and pull-along toys build coordination while keeping frustration low.',
      '## Five and up',
      'From five upwards, open-ended toys such as building sets, craft kits and dress-up let imaginations run. By eight, many children are ready for strategy games and science kits that reward patience.',
      'Not sure? Browse [the whole shop](/shop) by age, or ask our staff in any store.',
    ],
    author: 'Priya Raman',
    publishedDaysAgo: 6,
  },
  {
    slug: 'behind-the-scenes-at-our-toy-testing-lab',
    title: 'Behind the scenes at our toy-testing lab',
    excerpt: 'Every toy we stock is dropped, pulled, washed and hugged before it reaches our shelves.',
    paragraphs: [
      'Before a new toy joins the range, our testers put it through a week of rough play. Plush is washed ten times, building sets are built and rebuilt, and remote-control cars take on our carpet track.',
      'We check small parts, sharp edges and battery compartments against US and UK safety standards, and we ask a panel of young testers what they actually enjoy.',
      'Only about one toy in four makes it through. The rest go back to their makers with our notes, and some come back a season later, better for it.',
    ],
    author: 'Tom Okafor',
    publishedDaysAgo: 21,
  },
  {
    slug: 'five-rainy-day-crafts-with-things-you-already-have',
    title: 'Five rainy-day crafts with things you already have',
    excerpt: 'Cardboard, string and a little glue: an afternoon of making without a trip to the shops.',
    paragraphs: [
      'A cereal box becomes a puppet theatre in twenty minutes. Cut a window, paint the frame and use socks or paper bags for the cast.',
      'Friendship bracelets need only embroidery thread and a safety pin. Start with a simple chevron and work up to names and patterns.',
      'Three more for the list:',
      '- **Paper-plate masks**: elastic, felt tips and a good story to act out.\n- **Toilet-roll rockets**: paint, foil and a countdown.\n- **Salt-dough fossils**: two cups of flour, one of salt, water, and a toy dinosaur to press in.',
    ],
    author: 'Hannah Clarke',
    publishedDaysAgo: 35,
  },
  {
    slug: 'why-board-games-are-back-on-the-family-table',
    title: 'Why board games are back on the family table',
    excerpt: 'Screen-free, sociable and surprisingly educational: the case for game night.',
    paragraphs: [
      'Board game sales have grown every year for a decade, and families tell us why: it is one of the few activities every generation enjoys together.',
      'Games teach turn-taking, counting, reading and, just as importantly, how to lose gracefully. Co-operative games are a great start for younger players.',
      'Our staff picks range from ten-minute card games to sprawling adventures for a whole wet weekend.',
    ],
    author: 'Marcus Bell',
    publishedDaysAgo: 58,
  },
  {
    slug: 'collecting-101-caring-for-limited-edition-figures',
    title: 'Collecting 101: caring for limited-edition figures',
    excerpt: 'Keep your statues and vinyl figures looking mint for years.',
    paragraphs: [
      'Direct sunlight fades paint and yellows clear plastic, so display figures away from windows and use UV-filtering cases for the special pieces.',
      'Dust with a soft make-up brush rather than a cloth, and keep boxes flat and dry if you plan to resell.',
      'Numbered editions come with a certificate of authenticity: store it with the box, because collectors will ask for it.',
    ],
    author: 'Aiko Tanaka',
    publishedDaysAgo: 90,
  },
  {
    slug: 'store-pickup-is-here',
    title: 'Order online, collect in store',
    excerpt: 'Skip the delivery wait: pick up your order from one of our stores, often the same day.',
    paragraphs: [
      'Choose Store Pickup at checkout and select your nearest store. We will email you a pickup code as soon as your order is ready.',
      'Show the code or its QR at the counter and a member of our team will hand over your order. Pickup is free, and the email tells you how long we hold it.',
      'Pickup is available in New York, Chicago, San Francisco, London, Manchester and Edinburgh, with more stores to follow.',
    ],
    author: 'Priya Raman',
    publishedDaysAgo: 130,
  },
  {
    slug: 'holiday-gift-guide-preview',
    title: 'Holiday gift guide: a sneak peek',
    excerpt: 'Our buyers share the toys they expect to be on every wish list this season.',
    paragraphs: [
      'Our buying team has spent the year at toy fairs in New York, London and Nuremberg, and the shortlist is in.',
      'Expect big things from coding robots, giant plush and cooperative family games. The full guide goes live next month.',
    ],
    author: 'Marcus Bell',
    publishedDaysAgo: null,
  },
];

export function blogPostRows(now: Date): NewRow<'blog_posts'>[] {
  return BLOG_POSTS.map((post, index) => {
    const publishedAt = post.publishedDaysAgo === null ? null : daysFrom(now, -post.publishedDaysAgo);
    const writtenAt = publishedAt ? daysFrom(publishedAt, -2) : daysFrom(now, -3 - index);
    return {
      id: seedId(`blog:${post.slug}`),
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      body: post.paragraphs.join('\n\n'),
      body_html: renderMarkdown(post.paragraphs.join('\n\n')),
      cover_image_url: blogCoverUrl(post.slug),
      author_name: post.author,
      is_published: publishedAt !== null,
      published_at: publishedAt,
      created_at: writtenAt,
      updated_at: publishedAt ?? writtenAt,
    };
  });
}
