import { BrandMark, PageHeading } from '@fairway/ui';
import { Link } from '@fairway/ui/router';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  return (
    <section className={styles.notFound}>
      <BrandMark size={88} />
      <PageHeading title="404 Page Not Found" subtitle="That shot landed out of bounds: the page you are looking for does not exist." />
      <Link to="/" className={styles.homeLink}>
        Back to home
      </Link>
    </section>
  );
}
