// Every message the careers pages, the application form and its emails show (issue 14).

export const CAREERS_TEXTS = {
  title: 'Careers',
  intro: 'Join the team that brings play to our customers: in our stores, our warehouses and our head office.',
  offline: 'Open positions need an internet connection to load. Please reconnect and try again.',
  loadFailed: 'The open positions could not be loaded. Please try again.',
  noJobs: 'There are no open positions right now. Please check back soon.',
  noMatches: 'No open positions match these filters.',
  filterDepartment: 'Department',
  filterLocation: 'Location',
  allDepartments: 'All departments',
  allLocations: 'All locations',
  remote: 'Remote',
  allPositions: 'All open positions',
  jobNotFoundTitle: 'Job not found',
  jobNotFound: 'We could not find this position. It may have been removed.',
  jobClosedTitle: 'This position is closed',
  jobClosed: 'This position is no longer taking applications. Take a look at our other open positions.',
  posted: (date: string) => `Posted ${date}`,
  apply: {
    title: 'Apply for this position',
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone',
    coverLetter: 'Cover letter',
    coverLetterHint: 'Tell us why you would like this job and what you would bring to it.',
    cv: 'CV (PDF or Word .docx, up to 5 MB)',
    consent: 'I agree that Toy Shop keeps my application and CV to assess it, and deletes them after the hiring for this position is over.',
    submit: 'Send application',
    busy: 'Sending…',
    offline: 'You are offline. Your application can be sent once you reconnect.',
    failed: 'Your application could not be sent. Please try again.',
    sentTitle: 'Application sent',
    sent: (jobTitle: string, email: string) => `Thank you for applying for ${jobTitle}. We have emailed a confirmation to ${email} and will be in touch once we have read your application.`,
  },
  errors: {
    fullName: 'Please enter your full name',
    fullNameLong: 'Your name is at most 120 characters',
    email: 'Please enter a valid email address',
    phone: 'Please enter a phone number we can reach you on',
    phoneInvalid: 'Please enter a valid phone number (digits, spaces, +, -, brackets)',
    coverLetter: 'Please write a short cover letter (at least 20 characters)',
    coverLetterLong: 'Your cover letter is at most 5,000 characters',
    consent: 'Please agree that we keep your application so we can assess it',
    cvMissing: 'Please attach your CV',
    cvTooLarge: 'Your CV is larger than 5 MB. Please attach a smaller file.',
    cvType: 'Your CV must be a PDF or a Word (.docx) document.',
    cvEmpty: 'This file is empty. Please attach your CV.',
    jobClosed: 'This position is no longer taking applications.',
  },
} as const;

/** The applicant's confirmation email. */
export const APPLICATION_EMAIL_TEXTS = {
  subject: (jobTitle: string) => `We have received your application: ${jobTitle}`,
  greeting: (name: string) => `Dear ${name},`,
  body: (jobTitle: string) => [
    `Thank you for applying for the position of ${jobTitle} at Toy Shop. Your application and CV have reached us safely.`,
    'Our team reads every application. If your experience fits the role, we will contact you to arrange a conversation; either way, we will let you know the outcome.',
    'We keep your application only for this hiring and delete it some months after the position closes.',
  ],
  signOff: ['With best wishes,', 'The Toy Shop hiring team'],
} as const;

/**
 * The emails an applicant gets when rejected or hired, until staff change them on the job
 * applications screen. `{name}` and `{job}` are replaced by the applicant's name and the job title.
 */
export const DEFAULT_DECISION_EMAILS = {
  rejected: {
    subject: 'Your application for {job} at Toy Shop',
    body: [
      'Dear {name},',
      '',
      'Thank you for your interest in the {job} position at Toy Shop, and for the time you put into your application.',
      '',
      'We have now reviewed every application carefully. We are sorry to tell you that we will not be taking yours further on this occasion. We received many strong applications, and this decision is not a reflection on your skills or experience alone.',
      '',
      'We would be glad to hear from you again: new positions are posted on our careers page as they open.',
      '',
      'We wish you every success in your search.',
      '',
      'Kind regards,',
      'The Toy Shop hiring team',
    ].join('\n'),
  },
  hired: {
    subject: 'Welcome to Toy Shop: {job}',
    body: [
      'Dear {name},',
      '',
      'We are delighted to confirm that you have accepted our offer for the {job} position at Toy Shop. Welcome to the team!',
      '',
      'Your manager will be in touch in the next few days with your start date, where to go on your first day and the documents to bring with you.',
      '',
      'If you have any questions before then, simply reply to this email.',
      '',
      'We are looking forward to working with you.',
      '',
      'Warm regards,',
      'The Toy Shop hiring team',
    ].join('\n'),
  },
} as const;

/** A decision email's text with its placeholders filled in. */
export function fillTemplate(template: string, values: { name: string; job: string }): string {
  return template.replace(/\{(name|job)\}/g, (_match, key: 'name' | 'job') => values[key]);
}
