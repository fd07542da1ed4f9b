import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../graphql/user-error.js';
import { Review } from './review.entity.js';

@InputType({ description: 'A review of a completed booking of the viewer' })
export class ReviewCreateInput {
  @Field()
  reference!: string;

  @Field(() => Int, { description: '1 to 5' })
  rating!: number;

  @Field()
  text!: string;
}

@ObjectType()
export class ReviewPayload extends MutationPayload {
  @Field(() => Review, { nullable: true })
  review?: Review | null;
}
