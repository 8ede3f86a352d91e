import { CreateDateColumn, UpdateDateColumn } from 'typeorm';
import { UuidEntity } from './uuid.entity';

/** The id and the created_at / updated_at pair that the migrations give every top-level table. */
export abstract class TimestampedEntity extends UuidEntity {
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
