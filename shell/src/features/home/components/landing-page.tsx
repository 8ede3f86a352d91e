import { openSignIn, useAuth } from '@fairway/auth';
import { useNavigate } from '@fairway/ui/router';
import { useRef } from 'react';
import { homeText } from '../model/home-text';
import { FeatureIcon } from './feature-icon';
import { featureBlocks, howItWorks, setupStats, testimonial } from '../model/landing-content';
import styles from './landing.module.css';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Home when no tournament is active today: what the product does, and a way to start. */
export function LandingPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const features = useRef<HTMLElement>(null);
  // Signed in: the Tournaments page opens its Create Tournament dialog. Signed out: an account comes first.
  const createTournament = () => (user ? navigate('/tournaments?create=1') : openSignIn('sign-up'));
  const learnMore = () => {
    features.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    features.current?.focus({ preventScroll: true });
  };
  return (
    <div className={styles.landing}>
      <section className={styles.hero} aria-labelledby="landing-title">
        <div>
          <p className={styles.eyebrow}>Charity golf, scored live</p>
          <h1 id="landing-title" className={styles.title}>
            Every swing on the course raises money off it.
          </h1>
          <p className={styles.lead}>
            Fairway Fund runs your charity tournament end to end: foursome registration, live scorecards on every phone, a clubhouse leaderboard on the big
            screen and a fundraising total everyone can watch climb. Free forever for charity events.
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.primaryAction} onClick={createTournament}>
              {homeText.landing.create}
            </button>
            <button type="button" className={styles.secondaryAction} onClick={learnMore}>
              {homeText.landing.learnMore}
            </button>
          </div>
        </div>
        <ol className={styles.steps} aria-label="How it works">
          {howItWorks.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <p className={styles.stepTitle}>{step.title}</p>
                <p className={styles.stepText}>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section ref={features} id="features" tabIndex={-1} className={styles.featureSection} aria-labelledby="features-title">
        <h2 id="features-title" className={styles.sectionTitle}>
          Everything a charity tournament needs
        </h2>
        <div className={styles.features}>
          {featureBlocks.map((feature) => (
            <article key={feature.title} className={styles.feature}>
              <span className={styles.featureIcon}>
                <FeatureIcon name={feature.icon} />
              </span>
              <h3 className={styles.featureTitle}>{feature.title}</h3>
              <p className={styles.featureText}>{feature.text}</p>
            </article>
          ))}
        </div>
      </section>
      <div className={styles.proof}>
        <figure className={styles.testimonial}>
          <blockquote className={styles.quote}>
            <p>“{testimonial.quote}”</p>
          </blockquote>
          <figcaption className={styles.author}>
            <span className={styles.authorName}>{testimonial.name}</span>
            <span>{testimonial.role}</span>
          </figcaption>
        </figure>
        <section aria-labelledby="stats-title">
          <h2 id="stats-title" className="ff-visually-hidden">
            Setup in numbers
          </h2>
          <dl className={styles.stats}>
            {setupStats.map((stat) => (
              <div key={stat.label} className={styles.stat}>
                <dt className={styles.statLabel}>{stat.label}</dt>
                <dd className={styles.statValue}>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </div>
  );
}
