import { sql, type Kysely } from 'kysely';

// The support desk (docs/decisions/051): hand-offs from the /robo-support chat to staff, the contact
// form's messages and partnership enquiries. Migration 0006 made placeholder tables for the first two
// that nothing ever wrote; they are replaced with the shapes the desk needs.
// A conversation's status is who owes the next message: 'waiting' (the shopper wrote last, staff owe an
// answer), 'open' (staff answered, not resolved), 'resolved'. The shopper's way back in is a secret
// token kept on their device; only its SHA-256 is stored.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE support_messages;
    DROP TABLE support_conversations;
    DROP TABLE contact_messages;

    CREATE TABLE support_conversations (
      id text PRIMARY KEY,
      token_hash text NOT NULL UNIQUE,
      user_id text REFERENCES "user" (id) ON DELETE SET NULL,
      name text NOT NULL,
      email text NOT NULL,
      status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'open', 'resolved')),
      last_message_at timestamptz NOT NULL DEFAULT now(),
      resolved_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX support_conversations_inbox ON support_conversations (status, last_message_at DESC);

    CREATE TABLE support_messages (
      id text PRIMARY KEY,
      conversation_id text NOT NULL REFERENCES support_conversations (id) ON DELETE CASCADE,
      author text NOT NULL CHECK (author IN ('shopper', 'assistant', 'staff')),
      staff_user_id text REFERENCES "user" (id) ON DELETE SET NULL,
      staff_name text,
      body text NOT NULL CHECK (length(body) > 0),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX support_messages_conversation ON support_messages (conversation_id, created_at, id);

    CREATE TABLE contact_messages (
      id text PRIMARY KEY,
      name text NOT NULL,
      email text NOT NULL,
      order_number text,
      topic text NOT NULL,
      message text NOT NULL,
      user_id text REFERENCES "user" (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX contact_messages_newest ON contact_messages (created_at DESC);

    CREATE TABLE partnership_enquiries (
      id text PRIMARY KEY,
      name text NOT NULL,
      company text NOT NULL,
      email text NOT NULL,
      website text,
      kind text NOT NULL,
      message text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX partnership_enquiries_newest ON partnership_enquiries (created_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE partnership_enquiries;
    DROP TABLE contact_messages;
    DROP TABLE support_messages;
    DROP TABLE support_conversations;
    CREATE TABLE support_conversations (
      id text PRIMARY KEY,
      user_id text REFERENCES "user" (id) ON DELETE SET NULL,
      guest_id text,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'needs_staff', 'closed')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (user_id IS NOT NULL OR guest_id IS NOT NULL)
    );
    CREATE TABLE support_messages (
      id text PRIMARY KEY,
      conversation_id text NOT NULL REFERENCES support_conversations (id) ON DELETE CASCADE,
      author text NOT NULL CHECK (author IN ('customer', 'assistant', 'staff')),
      staff_user_id text REFERENCES "user" (id) ON DELETE SET NULL,
      body text NOT NULL CHECK (length(body) > 0),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX support_messages_conversation ON support_messages (conversation_id, created_at);
    CREATE TABLE contact_messages (
      id text PRIMARY KEY,
      full_name text NOT NULL,
      email text NOT NULL,
      subject text NOT NULL,
      message text NOT NULL,
      status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'closed')),
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}
