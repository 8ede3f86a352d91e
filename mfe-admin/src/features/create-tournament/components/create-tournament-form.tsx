import type { Course } from '@fairway/contracts/course';
import { limits } from '@fairway/contracts/limits';
import { Button, DatePicker, Form, InputNumber, Select } from 'antd';
import { Input } from '../../../shared/components/antd-parts';
import { formatOptions } from '../../../shared/model/tournament-options';
import { type CreateTournamentFields, type FieldErrors, venueToday } from '../model/create-tournament-request';
import styles from './create-tournament-form.module.css';

/** The date picker's value (a dayjs object, antd's date library), as far as this form uses it. */
interface PickedDay {
  format(template: string): string;
}

interface FormValues extends Omit<CreateTournamentFields, 'date'> {
  date?: PickedDay | null;
}

const isoDay = (day: PickedDay) => day.format('YYYY-MM-DD');

export interface CreateTournamentFormProps {
  courses: readonly Course[] | undefined;
  coursesLoading: boolean;
  pending: boolean;
  /** Resolves to the errors to show at each field, or null once the tournament exists. */
  onSubmit: (fields: CreateTournamentFields) => Promise<FieldErrors | null>;
  onCancel: () => void;
}

export function CreateTournamentForm({ courses, coursesLoading, pending, onSubmit, onCancel }: CreateTournamentFormProps) {
  const [form] = Form.useForm<FormValues>();
  const chosenCourseId = Form.useWatch('courseId', form);
  const today = venueToday(courses?.find((course) => course.id === chosenCourseId));

  const submit = async (values: FormValues) => {
    const errors = await onSubmit({ ...values, date: values.date ? isoDay(values.date) : '' });
    if (errors === null) {
      form.resetFields();
      return;
    }
    form.setFields(Object.entries(errors).map(([name, message]) => ({ name: name as keyof FormValues, errors: [message] })));
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      name="create-tournament"
      requiredMark={false}
      initialValues={{ format: 'best-ball', charityGoal: limits.defaultCharityGoal, charityPaypalLink: '' }}
      onFinish={submit}
      className={styles.form}
    >
      <Form.Item name="name" label="Tournament Name">
        <Input placeholder="Spring Charity Classic" autoComplete="off" />
      </Form.Item>
      <div className={styles.row}>
        <Form.Item name="date" label="Tournament Date">
          <DatePicker
            className={styles.full}
            // Typed dates are read in any of these; the first is how a chosen date is shown.
            format={['MMM D, YYYY', 'M/D/YYYY', 'YYYY-MM-DD']}
            disabledDate={(day) => isoDay(day) < today}
          />
        </Form.Item>
        <Form.Item name="format" label="Tournament Format">
          <Select options={formatOptions} />
        </Form.Item>
      </div>
      <Form.Item
        name="courseId"
        label="Golf Course"
        extra="Course not listed? Email its scorecard to whoever runs this Fairway Fund site and ask them to add it."
      >
        <Select
          showSearch
          loading={coursesLoading}
          placeholder="Choose a course"
          optionFilterProp="label"
          options={(courses ?? []).map((course) => ({ value: course.id, label: `${course.name} — ${course.location}` }))}
        />
      </Form.Item>
      <Form.Item name="charityName" label="Charity Name">
        <Input placeholder="Junior Golf Foundation" autoComplete="off" />
      </Form.Item>
      <div className={styles.row}>
        <Form.Item name="charityGoal" label="Charity Goal">
          <InputNumber<number> className={styles.full} prefix="$" min={1} step={500} precision={0} />
        </Form.Item>
        <Form.Item name="charityPaypalLink" label="Charity PayPal Link (optional)">
          <Input placeholder="https://paypal.me/yourcharity" inputMode="url" autoComplete="off" />
        </Form.Item>
      </div>
      <div className={styles.actions}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" disabled={pending}>
          {pending ? 'Creating...' : 'Create Tournament'}
        </Button>
      </div>
    </Form>
  );
}
