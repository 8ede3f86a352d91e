import panel from './panel.module.css';

/** Why the last save failed, announced when it appears; nothing while there is no failure. */
export function FailureAlert({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p role="alert" className={panel.failure}>
      {text}
    </p>
  );
}
