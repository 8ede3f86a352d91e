import { useAuth, useShownAdminTournament } from '@fairway/auth';
import { BrandMark } from '@fairway/ui';
import { Link, NavLink } from '@fairway/ui/router';
import type { ReactNode } from 'react';
import { AdminButton } from './admin-button';
import { navItems } from '../model/nav-items';
import styles from './navigation.module.css';

/** The top bar: brand, sections, the admin icon when the page's tournament is the user's, and `account` (sign-in or the user menu). */
export function TopNav({ account }: { account: ReactNode }) {
  const { user } = useAuth();
  const adminTournamentId = useShownAdminTournament();
  return (
    <header className={styles.topNav}>
      <nav className={styles.topNavInner} aria-label="Main">
        <Link to="/" className={styles.brand} aria-label="Fairway Fund home">
          <BrandMark size={34} />
          <span className={styles.brandName}>Fairway Fund</span>
        </Link>
        <ul className={styles.links}>
          {navItems.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          {user && adminTournamentId && <AdminButton tournamentId={adminTournamentId} />}
          {account}
        </div>
      </nav>
    </header>
  );
}
