import { Link } from '@fairway/ui/router';
import { FeatureIcon } from './feature-icon';
import { featureHighlights, howItWorks } from './home-content';
import styles from './home-page.module.css';

export function HomePage() {
  return (
    <div className={styles.home}>
      <section className={styles.hero}>
        <div className={styles.heroCopy}>
          <p className={styles.eyebrow}>Charity golf, scored live</p>
          <h1 className={styles.title}>Every swing on the course raises money off it.</h1>
          <p className={styles.lead}>
            Fairway Fund runs your charity tournament end to end: foursome registration, live scorecards on every phone, a clubhouse
            leaderboard on the big screen and a fundraising total everyone can watch climb.
          </p>
          <div className={styles.actions}>
            <Link to="/tournaments" className={styles.primaryAction}>
              Browse tournaments
            </Link>
            <Link to="/scorecard" className={styles.secondaryAction}>
              Open my scorecard
            </Link>
          </div>
        </div>
        <ol className={styles.steps} aria-label="How it works">
          {howItWorks.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber}>{index + 1}</span>
              <div>
                <p className={styles.stepTitle}>{step.title}</p>
                <p className={styles.stepText}>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.features} aria-label="What Fairway Fund does">
        {featureHighlights.map((feature) => (
          <article key={feature.title} className={styles.feature}>
            <span className={styles.featureIcon}>
              <FeatureIcon name={feature.icon} />
            </span>
            <h2 className={styles.featureTitle}>{feature.title}</h2>
            <p className={styles.featureText}>{feature.text}</p>
          </article>
        ))}
      </section>
    </div>
  );
}
