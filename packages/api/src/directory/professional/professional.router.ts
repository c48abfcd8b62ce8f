import { protectedProcedure, publicProcedure, router } from '../../trpc';
import { createEmployee, deleteEmployee, getEmployee, myEmployee, updateEmployee } from './employee.service';
import {
	createFreelancer,
	deleteFreelancer,
	getFreelancer,
	myFreelancer,
	updateFreelancer,
} from './freelancer.service';
import {
	employeeProfileInput,
	employeeUpdateInput,
	freelancerProfileInput,
	freelancerUpdateInput,
	professionalProfileIdInput,
} from './professional.schema';
import { allJobTypes } from './profile-extras';

/** Freelancer (professional) and employee profiles (issue 7, docs/directory.md). */
export const professionalRouter = router({
	/** The job types list for the forms' picker. */
	jobTypes: publicProcedure.meta({ publicCache: true }).query(({ ctx }) => allJobTypes(ctx.db)),
	freelancer: router({
		get: publicProcedure
			.meta({ publicCache: true })
			.input(professionalProfileIdInput)
			.query(({ ctx, input }) => getFreelancer(ctx, ctx.user, input.id)),
		mine: protectedProcedure.query(({ ctx }) => myFreelancer(ctx, ctx.user)),
		create: protectedProcedure
			.input(freelancerProfileInput)
			.mutation(({ ctx, input }) => createFreelancer(ctx, ctx.user, input)),
		update: protectedProcedure
			.input(freelancerUpdateInput)
			.mutation(({ ctx, input }) => updateFreelancer(ctx, ctx.user, input)),
		delete: protectedProcedure
			.input(professionalProfileIdInput)
			.mutation(({ ctx, input }) => deleteFreelancer(ctx, ctx.user, input.id)),
	}),
	employee: router({
		get: publicProcedure
			.meta({ publicCache: true })
			.input(professionalProfileIdInput)
			.query(({ ctx, input }) => getEmployee(ctx, ctx.user, input.id)),
		mine: protectedProcedure.query(({ ctx }) => myEmployee(ctx, ctx.user)),
		create: protectedProcedure
			.input(employeeProfileInput)
			.mutation(({ ctx, input }) => createEmployee(ctx, ctx.user, input)),
		update: protectedProcedure
			.input(employeeUpdateInput)
			.mutation(({ ctx, input }) => updateEmployee(ctx, ctx.user, input)),
		delete: protectedProcedure
			.input(professionalProfileIdInput)
			.mutation(({ ctx, input }) => deleteEmployee(ctx, ctx.user, input.id)),
	}),
});
