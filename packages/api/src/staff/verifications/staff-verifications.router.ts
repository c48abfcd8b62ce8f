import { moderatorProcedure, router } from '../../trpc';
import { actorOf } from '../staff-audit';
import {
	approveVerificationInput,
	listVerificationsInput,
	rejectVerificationInput,
} from './staff-verifications.schema';
import { approveVerification, listVerificationRequests, rejectVerification } from './staff-verifications.service';

/** Business verification requests (docs/admin.md): moderators and admins decide them. */
export const staffVerificationsRouter = router({
	list: moderatorProcedure
		.input(listVerificationsInput)
		.query(({ ctx, input }) => listVerificationRequests(ctx, input)),
	approve: moderatorProcedure
		.input(approveVerificationInput)
		.mutation(({ ctx, input }) => approveVerification(ctx, actorOf(ctx), input)),
	reject: moderatorProcedure
		.input(rejectVerificationInput)
		.mutation(({ ctx, input }) => rejectVerification(ctx, actorOf(ctx), input)),
});
