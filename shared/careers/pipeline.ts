// The job applications pipeline (issue 14): new → reviewing → interview → offer → hired, or rejected
// at any step before hired. This one table says which moves are allowed; the server refuses any
// other (409) and the back office offers only these.

export const APPLICATION_STATUSES = ['new', 'reviewing', 'interview', 'offer', 'hired', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  new: 'New',
  reviewing: 'Reviewing',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};

/** Every allowed move, from each status. Hired and rejected are final: the applicant has been told. */
export const ALLOWED_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  new: ['reviewing', 'rejected'],
  reviewing: ['interview', 'rejected'],
  interview: ['offer', 'rejected'],
  offer: ['hired', 'rejected'],
  hired: [],
  rejected: [],
};

/** Whether an application may move from one status to another. */
export function canMove(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

/** Why a move the table does not allow is refused. */
export function moveRefusal(from: ApplicationStatus, to: ApplicationStatus): string {
  return `An application that is ${APPLICATION_STATUS_LABELS[from].toLowerCase()} cannot move to ${APPLICATION_STATUS_LABELS[to].toLowerCase()}`;
}

/** The statuses whose move emails the applicant (the templates staff edit). */
export const EMAILED_STATUSES = ['rejected', 'hired'] as const;
export type EmailedStatus = (typeof EMAILED_STATUSES)[number];
export const isEmailedStatus = (status: ApplicationStatus): status is EmailedStatus => (EMAILED_STATUSES as readonly string[]).includes(status);
