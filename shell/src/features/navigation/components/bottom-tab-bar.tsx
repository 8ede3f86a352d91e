import { NavLink } from '@fairway/ui/router';
import { NavIcon } from './nav-icon';
import { navItems } from '../model/nav-items';
import styles from './navigation.module.css';

/** The compact navigation of small screens; hidden from 768px up, where the top links show. */
export function BottomTabBar() {
  return (
    <nav className={styles.tabBar} aria-label="Sections">
      {navItems.map((item) => (
        <NavLink key={item.to} to={item.to} className={({ isActive }) => (isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab)}>
          <NavIcon name={item.icon} />
          <span>{item.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
