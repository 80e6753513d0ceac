import { Link } from '@tanstack/react-router';
import { InfoPage } from './info-page';

export function CareersPage() {
  return (
    <InfoPage testId="page-careers" title="Careers">
      <p>
        Join the team that brings play to our customers: in our stores, our warehouses and our head office. Open
        positions are listed here with what the role involves and how to apply.
      </p>
    </InfoPage>
  );
}

export function CareerPage({ jobId }: { jobId: string }) {
  return (
    <InfoPage testId="page-careers-detail" title="Job Opening">
      <p>
        The details of this position (reference {jobId}) load from the shop when you are online. If the position
        has closed it is no longer listed.
      </p>
      <Link to="/careers" className="button button--quiet">All open positions</Link>
    </InfoPage>
  );
}

